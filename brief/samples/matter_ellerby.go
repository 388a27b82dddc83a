package samples

// DEV SET (held out at first sight): a pre-action surveyor's negligence
// claim in England under the Pre-Action Protocol for Professional
// Negligence, no court papers. The buyers' solicitors' letter of claim to
// the surveyors' solicitors (the firm's letterhead with its offices,
// "Our ref" / "Your ref" / "Please ask for" / "Direct dial" / "Secretary",
// "BY EMAIL ONLY", the firm addressed "For the attention of" its partner,
// "Dear Sirs", the protocol's headings "Our clients", "Your client",
// "Property", the surveyor who inspected and the buyers' expert named
// with "MRICS" / "FRICS", the chronology, the allegations of breach,
// causation and loss, the limitation date, "Yours faithfully" over the
// firm's name alone); an Outlook thread between the fee earners agreeing
// a standstill (English dates "03 September 2024 16:42", "Cc:" the
// other side's senior associate, each message signed with the writer's
// name, post, firm and "DDI", the earlier message quoted below the later,
// the standstill's terms as numbered points and the confirmation); and
// the letter of response (the response's own "Our ref" / "Your ref"
// reversed, "FAO" the claimants' partner, the denial of breach and
// causation, the surveyors' expert and their insurers named, "Yours
// faithfully" over the firm).
// Conventions: as in the other pre-suit matters (harwell-v-quintero-lusk,
// qureshi-tidewater), the buyers and the surveying company are the
// dispute's parties ("party"); as in adebayo-v-grantley, a firm that signs
// a letter in its own name is its sender, the solicitor the letter says to
// ask for is counsel, and the firm a letter is addressed to for the
// attention of its partner is a recipient with her; each email's writer is
// its sender and each addressee and person copied a recipient; every
// solicitor acting for a side is counsel. The surveyor who inspected (the
// company's employee, not a proposed defendant), both sides' experts, the
// surveyors' insurers, the sellers and the secretary named in the
// letterhead are no parties.
func init() { specs = append(specs, ellerby) }

func ellerby() matterSpec {
	const (
		locF = "2024-09-02 Marwood Thorne Letter of Claim (PN Protocol).pdf"
		emlF = "RE Ellerby v Harland Stott - standstill agreement.pdf"
		lorF = "2024-11-29 Cresswell Baird Letter of Response.pdf"
	)

	loc := doc{name: locF, font: "Helvetica", size: 9.5, unicode: true,
		footer: "Marwood Thorne LLP (OC341187) is authorised and regulated by the Solicitors Regulation Authority (SRA No. 508812).",
		pages: []page{
			{
				small(l("MARWOOD THORNE"), 16), small(l("SOLICITORS  |  BRISTOL  |  BATH  |  CHELTENHAM"), 8),
				small(r("One Temple Quay, Bristol BS1 6DZ\nT 0117 496 0815  |  DX 7831 Bristol\nwww.marwoodthorne.co.uk"), 8), gap(),
				ls("Our ref:          JH/ELL/40127-1",
					"Your ref:         LF/HSS/7781",
					"Please ask for:   Jonathan Hale",
					"Direct dial:      0117 496 0822",
					"Email:            j.hale@marwoodthorne.co.uk",
					"Secretary:        Sophie Kerr",
					"Date:             2 September 2024"),
				gap(),
				ls("BY EMAIL ONLY (lucinda.farrow@cresswellbaird.com)", "",
					"Cresswell Baird LLP", "For the attention of Lucinda Farrow", "20 Gresham Street", "London EC2V 7JE"),
				gap(),
				l("Dear Sirs"), gap(),
				cb("PROFESSIONAL NEGLIGENCE PRE-ACTION PROTOCOL - LETTER OF CLAIM"),
				ls("Our clients:    Mr Gareth Ellerby and Mrs Nadia Ellerby",
					"Your client:    Harland Stott Surveyors Limited (company no. 06718823)",
					"Property:       The Old Granary, Mill Lane, Chew Magna, Bristol BS40 8QE"),
				gap(),
				p("1. We act for Mr and Mrs Ellerby. We understand from your letter of 19 August 2024 that you are instructed by Harland Stott Surveyors Limited (\"Harland Stott\") and its professional indemnity insurers. This is a letter of claim under paragraph 6 of the Professional Negligence Pre-Action Protocol."),
				cb("The facts"),
				p("2. Our clients instructed Harland Stott to carry out an RICS Level 3 Building Survey of the Property, which they had agreed to buy for £785,000. The inspection was carried out on 24 August 2018 by Mr Colin Varley MRICS, an employee of Harland Stott, and the report is dated 30 August 2018. It described the timber ground floor and the principal beams as \"in satisfactory condition, with no significant defects noted\" and recommended no further investigation."),
				p("3. In reliance on the report our clients exchanged contracts on 21 September 2018 and completed on 5 October 2018. On 14 November 2023, while replacing the kitchen floor, their contractor found extensive dry rot in the ground-floor joists and in the ends of two principal beams bearing on the north wall, which was saturated by a defective rainwater goods outlet."),
				p("4. Our clients instructed Ms Imogen Stride FRICS, whose report of 18 July 2024 is enclosed. She concludes that the outbreak was long-established at the date of the survey, that the staining and fruiting bodies visible in the under-stairs cupboard and the damp meter readings available on the north wall would have led a competent surveyor to recommend opening up, and that the defects would then have been found."),
			},
			{
				cb("Allegations of breach of duty and causation"),
				p("5. Harland Stott owed our clients a duty under its terms of engagement dated 20 August 2018 and in tort to exercise the reasonable skill and care of a competent building surveyor. It failed to inspect the under-stairs cupboard, to take and record damp meter readings on the north wall, to recommend opening up and specialist timber investigation, and to report the defects. Had it done so, our clients would have renegotiated the price to no more than £690,000 or withdrawn."),
				cb("Loss"),
				p("6. Our clients claim (a) the difference between the price paid and the value of the Property in its true condition, which Ms Stride puts at £95,000; (b) alternatively, the cost of remedial works of £118,600 plus VAT; and (c) alternative accommodation during the works and distress and inconvenience, to be quantified."),
				cb("Limitation and next steps"),
				p("7. On our clients' case the primary limitation period in tort expires on 20 September 2024. Unless your client agrees a standstill by 6 September 2024, our clients will issue a protective claim form and seek a stay for the protocol to be followed. Please acknowledge this letter within 21 days and provide a letter of response within three months, with copies of Mr Varley's site notes and photographs."),
				gap(),
				ls("Yours faithfully", "", "", "Marwood Thorne LLP", "", "Enc. Report of Imogen Stride FRICS dated 18 July 2024"),
			},
		}}

	eml := doc{name: emlF, font: "Helvetica", size: 9, unicode: true,
		pages: []page{
			{
				cb("Hale, Jonathan"),
				l("_____________________________________________________________________________________________________"),
				ls("From:          Lucinda Farrow <lucinda.farrow@cresswellbaird.com>",
					"Sent:          05 September 2024 11:09",
					"To:            Hale, Jonathan <j.hale@marwoodthorne.co.uk>",
					"Cc:            Tom Okwu <tom.okwu@cresswellbaird.com>",
					"Subject:       RE: Ellerby v Harland Stott - standstill [CB-LF.7781] [MT-JH.40127]"),
				gap(),
				l("Dear Jonathan"),
				p("Our client agrees to a standstill on the terms in your email of 3 September, save that the end date should be 31 March 2025 rather than 30 April 2025, which gives us the three months the protocol allows for the letter of response and time for the parties to meet. Please treat this email as our client's agreement, and confirm yours, so that we have an agreement in writing before 6 September."),
				ls("Kind regards", "", "Lucinda Farrow", "Partner, Professional Liability", "Cresswell Baird LLP", "DDI +44 (0)20 7946 0391"),
				gap(),
				ls("From:          Hale, Jonathan",
					"Sent:          03 September 2024 16:42",
					"To:            Lucinda Farrow <lucinda.farrow@cresswellbaird.com>",
					"Subject:       Ellerby v Harland Stott - standstill [CB-LF.7781] [MT-JH.40127]"),
				gap(),
				l("Dear Lucinda"),
				p("Further to our letter of claim of 2 September, I propose that our clients agree as follows:"),
				ls("1. Time shall not run for limitation purposes in respect of any claim by Mr and Mrs Ellerby against",
					"   Harland Stott arising from the survey of The Old Granary, from 4 September 2024 until 30 April 2025.",
					"2. Either party may end the standstill on 28 days' written notice to the other's solicitors.",
					"3. The agreement does not revive any claim already time-barred on 4 September 2024."),
				p("I should be grateful for your confirmation by close of business on 5 September."),
				ls("Kind regards", "", "Jonathan Hale", "Partner, Property Litigation", "Marwood Thorne LLP", "DDI 0117 496 0822"),
			},
			{
				ls("From:          Hale, Jonathan",
					"Sent:          05 September 2024 15:27",
					"To:            Lucinda Farrow <lucinda.farrow@cresswellbaird.com>",
					"Cc:            Tom Okwu <tom.okwu@cresswellbaird.com>",
					"Subject:       RE: Ellerby v Harland Stott - standstill [CB-LF.7781] [MT-JH.40127]"),
				gap(),
				l("Dear Lucinda"),
				p("Thank you. Our clients agree to the standstill on the terms of my email of 3 September, with the end date of 31 March 2025. We now have a binding agreement, and we will not issue protective proceedings. We look forward to your acknowledgment and, in due course, the letter of response."),
				ls("Kind regards", "", "Jonathan Hale", "Partner, Property Litigation", "Marwood Thorne LLP", "DDI 0117 496 0822"),
				gap(),
				small(p("This email is confidential and may be legally privileged. If you are not the intended recipient, please notify the sender and delete it. Marwood Thorne LLP will never change its bank details by email."), 7.5),
			},
		}}

	lor := doc{name: lorF, font: "Times", size: 11, unicode: true,
		footer: "Cresswell Baird LLP  |  20 Gresham Street, London EC2V 7JE  |  Authorised and regulated by the Solicitors Regulation Authority",
		pages: []page{
			{
				small(r("CRESSWELL BAIRD"), 15), gap(),
				ls("Your ref:   JH/ELL/40127-1",
					"Our ref:    LF/HSS/7781",
					"",
					"29 November 2024",
					"",
					"By email: j.hale@marwoodthorne.co.uk",
					"",
					"Marwood Thorne LLP",
					"One Temple Quay",
					"Bristol BS1 6DZ",
					"",
					"FAO Jonathan Hale"),
				gap(),
				l("Dear Sirs"), gap(),
				cb("Your clients: Mr and Mrs Ellerby  /  Our client: Harland Stott Surveyors Limited"),
				cb("LETTER OF RESPONSE UNDER THE PROFESSIONAL NEGLIGENCE PRE-ACTION PROTOCOL"), gap(),
				p("1. We refer to your letter of claim dated 2 September 2024 and to the standstill agreement concluded by email on 5 September 2024, which runs until 31 March 2025. This is our client's letter of response under paragraph 8 of the Protocol."),
				p("2. Our client admits that it carried out a Level 3 survey of the Property on 24 August 2018 and that it owed your clients a duty to exercise reasonable skill and care. Breach of that duty is denied."),
				p("3. On the day of the inspection the under-stairs cupboard was full of the sellers' belongings and the north-wall floor was covered by fitted kitchen units. Mr Varley's site notes, which we enclose, record both limitations, and section D of the report advised that those areas had not been inspected. A competent surveyor was not required to move the occupiers' goods or to lift fitted floor coverings."),
				p("4. Our client has obtained the opinion of Mr Desmond Hurst FRICS, who considers that the rot is more likely to have developed after 2019, when the rainwater outlet was altered by a contractor your clients engaged, and that the damp readings taken by Mr Varley on 24 August 2018 were within normal limits."),
			},
			{
				p("5. Causation and loss are also denied. The diminution in value, if any, did not exceed £40,000, and the cost of remedial works is not the measure of loss in a survey case. Our client does not accept that your clients would have withdrawn from the purchase."),
				p("6. Our client's insurers, Aldgate Professional Indemnity Limited, have authorised us to propose a without prejudice meeting of the parties and their experts in the week of 3 February 2025, before the standstill expires."),
				gap(),
				ls("Yours faithfully", "", "", "Cresswell Baird LLP", "", "Enc. Site notes of Colin Varley MRICS dated 24 August 2018"),
			},
		}}

	return matterSpec{
		name: "ellerby-v-harland-stott", title: "Ellerby / Harland Stott Surveyors Ltd (pre-action, Professional Negligence Pre-Action Protocol)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 14, PartyCorrect: 11, EventTruth: 26, EventHits: 26, Grounded: 1}, // at a4eaead
		docs:       []doc{loc, eml, lor},
		parties: []Party{
			{"Gareth Ellerby", "party"},
			{"Nadia Ellerby", "party"},
			{"Harland Stott Surveyors Limited", "party"},
			{"Marwood Thorne LLP", "sender"},     // signs the letter of claim in its name
			{"Marwood Thorne LLP", "recipient"},  // the response's addressee, "FAO" its partner
			{"Cresswell Baird LLP", "recipient"}, // "For the attention of" its partner
			{"Cresswell Baird LLP", "sender"},    // signs the letter of response in its name
			{"Jonathan Hale", "counsel"},
			{"Jonathan Hale", "sender"},
			{"Jonathan Hale", "recipient"},
			{"Lucinda Farrow", "counsel"},
			{"Lucinda Farrow", "sender"},
			{"Lucinda Farrow", "recipient"},
			{"Tom Okwu", "counsel"},
			{"Tom Okwu", "recipient"},
		},
		events: []Event{
			{"2024-09-02", locF, 1},
			{"2024-08-19", locF, 1},
			{"2018-08-24", locF, 1},
			{"2018-08-30", locF, 1},
			{"2018-09-21", locF, 1},
			{"2018-10-05", locF, 1},
			{"2023-11-14", locF, 1},
			{"2024-07-18", locF, 1},
			{"2018-08-20", locF, 2},
			{"2024-09-20", locF, 2},
			{"2024-09-06", locF, 2},
			{"2024-07-18", locF, 2},
			{"2024-09-05", emlF, 1},
			{"2025-03-31", emlF, 1},
			{"2025-04-30", emlF, 1},
			{"2024-09-03", emlF, 1},
			{"2024-09-04", emlF, 1},
			{"2024-09-05", emlF, 2},
			{"2025-03-31", emlF, 2},
			{"2024-11-29", lorF, 1},
			{"2024-09-02", lorF, 1},
			{"2024-09-05", lorF, 1},
			{"2025-03-31", lorF, 1},
			{"2018-08-24", lorF, 1},
			{"2025-02-03", lorF, 2},
			{"2018-08-24", lorF, 2},
		},
	}
}

package sealed

import "pramaan/brief/truth"

// A small debt claim in the Local Court of New South Wales on the uniform
// civil procedure forms: the statement of claim (Form 3A, "COURT DETAILS",
// "TITLE OF PROCEEDINGS", "FILING DETAILS", "TYPE OF CLAIM", "RELIEF
// CLAIMED", the solicitor's certificate, the "NOTICE TO DEFENDANT" and the
// "PARTY DETAILS" page with practising certificate number); the process
// server's affidavit of service (Form 40, sworn before a justice of the
// peace with the witness's identity certificate); the self-represented
// defendant's defence (Form 7A); and the notice of orders made at the
// pre-trial review and at the hearing ("Orders made on ... by ...").
func init() { specs = append(specs, harbourview) }

func harbourview() spec {
	details := func(form string) []block {
		return []block{
			small(l(form), 8.5), gap(),
			lb("COURT DETAILS"),
			row([]float64{0.3, 0.7}, "Court", "Local Court of New South Wales"),
			row([]float64{0.3, 0.7}, "Division", "Small Claims Division"),
			row([]float64{0.3, 0.7}, "Registry", "Parramatta"),
			row([]float64{0.3, 0.7}, "Case number", "2024/00187765"),
			lb("TITLE OF PROCEEDINGS"),
			row([]float64{0.3, 0.7}, "Plaintiff", "Harbourview Dental Pty Ltd\nABN 41 602 555 018"),
			row([]float64{0.3, 0.7}, "Defendant", "Dimitri Papadakis-Lowe"),
		}
	}

	claim := doc{name: "Statement of Claim Form 3A.pdf", font: "Helvetica", size: 9.5, paper: "A4", footer: "Page %d of %t", footerAlign: "R",
		pages: []page{
			with([]block{stamp("FILED: 18 March 2024", "NSW Online Registry", "Local Court Parramatta")}, details("Form 3A (version 8)  UCPR 6.2"), []block{
				gap(), cb("STATEMENT OF CLAIM"), gap(),
				lb("FILING DETAILS"),
				row([]float64{0.3, 0.7}, "Filed for", "Harbourview Dental Pty Ltd, Plaintiff"),
				row([]float64{0.3, 0.7}, "Legal representative", "Siobhan McCartney, McCartney Ruse Lawyers"),
				row([]float64{0.3, 0.7}, "Legal representative reference", "SMR:24/118"),
				row([]float64{0.3, 0.7}, "Contact name and telephone", "Siobhan McCartney, (02) 5550 1187"),
				row([]float64{0.3, 0.7}, "Contact email", "smccartney@mccartneyruse.com.au"),
				lb("TYPE OF CLAIM"), l("Debt"),
				lb("RELIEF CLAIMED"),
				row([]float64{0.06, 0.94}, "1", "$9,840.00, being the unpaid balance of invoice HVD-23-4471."),
				row([]float64{0.06, 0.94}, "2", "Interest under section 100 of the Civil Procedure Act 2005 from 14 December 2023."),
				row([]float64{0.06, 0.94}, "3", "Costs."),
				lb("PLEADINGS AND PARTICULARS"),
				row([]float64{0.06, 0.94}, "1", "The plaintiff conducts a dental practice at Suite 4, 2 Hassall Street, Parramatta NSW 2150."),
				row([]float64{0.06, 0.94}, "2", "Between 4 September 2023 and 30 November 2023 the plaintiff provided dental implant treatment to the defendant at his request, for an agreed fee of $14,840.00 set out in a treatment plan the defendant signed on 28 August 2023."),
				row([]float64{0.06, 0.94}, "3", "The plaintiff issued invoice HVD-23-4471 on 14 December 2023. The defendant paid $5,000.00 and has not paid the balance despite demand made by letter dated 6 February 2024."),
			}),
			{
				lb("SIGNATURE OF LEGAL REPRESENTATIVE"),
				p("I certify under section 347 of the Legal Profession Uniform Law Application Act 2014 that there are reasonable grounds for believing on the basis of provable facts and a reasonably arguable view of the law that the claim in these proceedings has reasonable prospects of success."),
				row([]float64{0.3, 0.7}, "Signature", "/s/ Siobhan McCartney"),
				row([]float64{0.3, 0.7}, "Capacity", "Solicitor for the plaintiff"),
				row([]float64{0.3, 0.7}, "Date of signature", "18 March 2024"),
				gap(),
				lb("NOTICE TO DEFENDANT"),
				p("If you do not file a defence within 28 days of being served with this statement of claim: you will be in default in these proceedings, and the court may enter judgment against you without any further notice to you. The judgment may be for the amount claimed, plus interest and costs, and may be enforced against you."),
				lb("HOW TO RESPOND"),
				p("Please read this statement of claim very carefully. If you have any trouble understanding it or require assistance on how to respond, you should get legal advice as soon as possible. You can get further information about what you need to do to respond to the claim from the court registry or the court's website."),
				row([]float64{0.3, 0.7}, "Court forms", "UCPR Form 7A Defence; UCPR Form 6 Notice of Payment"),
				row([]float64{0.3, 0.7}, "Registry address", "Parramatta Justice Precinct, 160 Marsden Street, Parramatta NSW 2150"),
				gap(),
				cb("PARTY DETAILS"),
				lb("DETAILS ABOUT PLAINTIFF"),
				row([]float64{0.3, 0.7}, "Name", "Harbourview Dental Pty Ltd"),
				row([]float64{0.3, 0.7}, "Address", "Suite 4, 2 Hassall Street, Parramatta NSW 2150"),
				row([]float64{0.3, 0.7}, "Legal representative", "Siobhan McCartney"),
				row([]float64{0.3, 0.7}, "Practising certificate number", "P0045512"),
				row([]float64{0.3, 0.7}, "Firm", "McCartney Ruse Lawyers, Level 9, 91 Phillip Street, Parramatta NSW 2150"),
				lb("DETAILS ABOUT DEFENDANT"),
				row([]float64{0.3, 0.7}, "Name", "Dimitri Papadakis-Lowe"),
				row([]float64{0.3, 0.7}, "Address", "17 Wattle Crescent, Baulkham Hills NSW 2153"),
			},
		}}

	service := doc{name: "Affidavit of Service Form 40.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		pages: []page{
			with([]block{stamp("FILED: 4 April 2024", "Local Court Parramatta")}, details("Form 40 (version 4)  UCPR 35.1"), []block{
				gap(), cb("AFFIDAVIT OF SERVICE"), gap(),
				row([]float64{0.3, 0.7}, "Name", "Corey Bannerman"),
				row([]float64{0.3, 0.7}, "Address", "c/o Westside Process Services, 8 Argyle Street, Parramatta NSW 2150"),
				row([]float64{0.3, 0.7}, "Occupation", "Process server"),
				row([]float64{0.3, 0.7}, "Date", "4 April 2024"),
				gap(), l("I say on oath:"),
				row([]float64{0.06, 0.94}, "1", "On 27 March 2024 at 6:42 pm at 17 Wattle Crescent, Baulkham Hills NSW 2153, I served the statement of claim filed on 18 March 2024 on Dimitri Papadakis-Lowe by handing it to him personally."),
				row([]float64{0.06, 0.94}, "2", "I identified the defendant by asking him his name, to which he replied \"Yes, I'm Dimitri\", and by comparing him with a photograph supplied by the plaintiff's solicitors."),
				gap(),
				row([]float64{0.45, 0.55}, "SWORN at Parramatta", "Signature of deponent: /s/ Corey Bannerman"),
				row([]float64{0.45, 0.55}, "Name of witness", "Helen Ostrowski"),
				row([]float64{0.45, 0.55}, "Address of witness", "Parramatta Justice Precinct, 160 Marsden Street, Parramatta"),
				row([]float64{0.45, 0.55}, "Capacity of witness", "Justice of the Peace, JP No. 192273"),
				gap(),
				p("And as a witness, I certify the following matters concerning the person who made this affidavit (the deponent): 1. I saw the face of the deponent. 2. I have confirmed the deponent's identity using an identification document, namely NSW driver licence."),
				l("Signature of witness: /s/ Helen Ostrowski"),
			}),
		}}

	defence := doc{name: "Defence Form 7A.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		pages: []page{
			with([]block{stamp("FILED: 24 April 2024", "Local Court Parramatta")}, details("Form 7A (version 5)  UCPR 14.3"), []block{
				gap(), cb("DEFENCE"), gap(),
				lb("FILING DETAILS"),
				row([]float64{0.3, 0.7}, "Filed for", "Dimitri Papadakis-Lowe, Defendant"),
				row([]float64{0.3, 0.7}, "Legal representative", "None (defendant in person)"),
				row([]float64{0.3, 0.7}, "Contact telephone", "0412 555 730"),
				lb("PLEADINGS AND PARTICULARS"),
				row([]float64{0.06, 0.94}, "1", "I admit paragraph 1."),
				row([]float64{0.06, 0.94}, "2", "I admit I signed the treatment plan on 28 August 2023 and had treatment until 30 November 2023."),
				row([]float64{0.06, 0.94}, "3", "The lower implant failed on 19 January 2024 and had to be removed by another dentist on 2 February 2024 at a cost to me of $2,600.00. I say the treatment was not done with due care and skill and I should not have to pay the balance. I set off the $2,600.00 against any amount owing."),
				gap(),
				lb("SIGNATURE"),
				row([]float64{0.3, 0.7}, "Signature of party", "/s/ D. Papadakis-Lowe"),
				row([]float64{0.3, 0.7}, "Capacity", "Defendant in person"),
				row([]float64{0.3, 0.7}, "Date of signature", "24 April 2024"),
			}),
		}}

	orders := doc{name: "Notice of Orders Made.pdf", font: "Helvetica", size: 10, paper: "A4",
		pages: []page{
			with(details("Local Court of New South Wales - Notice of Orders Made"), []block{
				gap(), cb("NOTICE OF ORDERS MADE"), gap(),
				lb("Pre-trial review"),
				l("Orders made on 3 June 2024 by Registrar Tamsin Okonjo-Burns:"),
				row([]float64{0.06, 0.94}, "1", "The plaintiff is to file and serve any statements of the evidence of its witnesses by 1 July 2024."),
				row([]float64{0.06, 0.94}, "2", "The defendant is to file and serve any statements and any expert report by 29 July 2024."),
				row([]float64{0.06, 0.94}, "3", "The proceedings are listed for hearing at Parramatta Local Court on 19 August 2024 at 10:00 am."),
				gap(),
				lb("Hearing"),
				l("Orders made on 19 August 2024 by Magistrate Philippa Drummond-Hale:"),
				row([]float64{0.06, 0.94}, "1", "Judgment for the plaintiff in the amount of $7,240.00, being the balance claimed less $2,600.00 allowed by way of set-off."),
				row([]float64{0.06, 0.94}, "2", "Interest from 14 December 2023 in the amount of $412.66."),
				row([]float64{0.06, 0.94}, "3", "The defendant is to pay the plaintiff's costs as agreed or assessed, limited to the scale for claims under $10,000."),
				gap(),
				l("Appearances: Ms S. McCartney (solicitor) for the plaintiff; the defendant in person."),
				l("Reasons given orally. A transcript of the reasons may be ordered from the registry."),
				gap(),
				ls("Date of notice: 20 August 2024", "", "Registrar"),
			}),
		}}

	return spec{
		name: "harbourview-dental-v-papadakis-lowe-nsw-lc", title: "Harbourview Dental Pty Ltd v Papadakis-Lowe (Local Court NSW, 2024/00187765)",
		firstSight: &truth.Figures{PartyTruth: 6, PartyFound: 4, PartyCorrect: 3, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 3fda783
		docs:       []doc{claim, service, defence, orders},
		parties: []truth.Party{
			{Name: "Harbourview Dental Pty Ltd", Role: "plaintiff"},
			{Name: "Dimitri Papadakis-Lowe", Role: "defendant"},
			{Name: "Siobhan McCartney", Role: "counsel"},
			{Name: "Corey Bannerman", Role: "declarant"},
			{Name: "Tamsin Okonjo-Burns", Role: "judge"}, // the registrar who made the pre-trial orders
			{Name: "Philippa Drummond-Hale", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-18", File: "Statement of Claim Form 3A.pdf", Page: 1},
			{Date: "2023-12-14", File: "Statement of Claim Form 3A.pdf", Page: 1},
			{Date: "2023-09-04", File: "Statement of Claim Form 3A.pdf", Page: 1},
			{Date: "2023-11-30", File: "Statement of Claim Form 3A.pdf", Page: 1},
			{Date: "2023-08-28", File: "Statement of Claim Form 3A.pdf", Page: 1},
			{Date: "2024-02-06", File: "Statement of Claim Form 3A.pdf", Page: 1},
			{Date: "2024-03-18", File: "Statement of Claim Form 3A.pdf", Page: 2},
			{Date: "2024-04-04", File: "Affidavit of Service Form 40.pdf", Page: 1},
			{Date: "2024-03-27", File: "Affidavit of Service Form 40.pdf", Page: 1},
			{Date: "2024-04-24", File: "Defence Form 7A.pdf", Page: 1},
			{Date: "2023-08-28", File: "Defence Form 7A.pdf", Page: 1},
			{Date: "2024-01-19", File: "Defence Form 7A.pdf", Page: 1},
			{Date: "2024-02-02", File: "Defence Form 7A.pdf", Page: 1},
			{Date: "2024-06-03", File: "Notice of Orders Made.pdf", Page: 1},
			{Date: "2024-07-01", File: "Notice of Orders Made.pdf", Page: 1},
			{Date: "2024-07-29", File: "Notice of Orders Made.pdf", Page: 1},
			{Date: "2024-08-19", File: "Notice of Orders Made.pdf", Page: 1},
			{Date: "2024-08-20", File: "Notice of Orders Made.pdf", Page: 1},
		},
	}
}

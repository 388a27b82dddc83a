package samples

// DEV SET (held out at first sight): a claim in the Court of First
// Instance of the Dubai International Financial Centre (DIFC) Courts for
// a sell-side adviser's success fee on the sale of a resort, to judgment
// after a two-day trial. The claim form on the Courts' Part 7 form ("DIFC
// COURTS / Court of First Instance", "CLAIM FORM / (Part 7 of the Rules of
// the DIFC Courts)", the "For Court use only" box with "Claim No.
// CFI-063-2024" and "Issue date", "Claimant(s) name(s) and address(es)"
// and "Defendant(s) name(s) and address(es)" over the values, the DIFC
// registration and the mainland commercial licence numbers, "Brief
// details of claim", "Value", an amount table in AED, the statement of
// truth with "[ ] I believe  [X] The Claimant believes", "Full name",
// "Name of claimant's legal representative's firm", "position or office
// held", "[X] Claimant's legal representative", and the address for
// documents); the defence ("IN THE COURTS OF THE DUBAI INTERNATIONAL
// FINANCIAL CENTRE / COURT OF FIRST INSTANCE", "Claim No: CFI-063-2024",
// "BETWEEN / X / Claimant / - and - / Y / Defendant" with the labels
// under the names at the right, "DEFENCE" between rules, the mandate
// letter, the buyer, the "Excluded Parties" schedule and the termination
// pleaded, the statement of truth signed by the chief executive with
// "Signed: / Full name: / Position: / Date:", "Served on behalf of the
// Defendant by" its firm with the lawyer to contact); and the judgment
// ("Claim No: CFI 063/2024", "THE DUBAI INTERNATIONAL FINANCIAL CENTRE
// COURTS / IN THE COURT OF FIRST INSTANCE / BEFORE H.E. JUSTICE X",
// "BETWEEN / X / Claimant / and / Y / Defendant", "Hearing: 28 and 29
// October 2024", "Counsel: X instructed by Y for the Claimant / Z of W for
// the Defendant", "Judgment:", "JUDGMENT OF H.E. JUSTICE X", the "UPON
// ... AND UPON ..." recitals and "IT IS HEREBY ORDERED THAT:", "Issued
// by: / X / Registrar / Date of Issue: / At: 10am", then "SCHEDULE OF
// REASONS" with numbered paragraphs naming the witnesses each side
// called, the parties by short names "Corallis" and "QAR").
// Conventions: the claimant is the plaintiff; the partner who signs the
// claim form's statement of truth as the claimant's legal representative
// is counsel, as are counsel heard at trial and the lawyer named to
// contact for the defendant's firm (who appears for it at trial); the
// chief executive who signs the defence's statement of truth is its
// declarant, and a witness, as he gave evidence; each person the
// judgment says gave evidence is a witness; the judge is the judge. The
// Registrar who issues the judgment, the buyer of the resort and its
// related company in the schedule, the defendant's chairman named in
// passing, the firms and the parties of a case cited are no parties.
// Every date printed is an event on its page, each day of the hearing
// "28 and 29 October 2024" too.
func init() { specs = append(specs, corallis) }

func corallis() matterSpec {
	const (
		clmF = "CFI-063-2024 Claim Form (P7-01).pdf"
		defF = "CFI-063-2024 Defence.pdf"
		jdgF = "CFI 063-2024 Judgment of H.E. Justice O'Sullivan-Rahim.pdf"
	)

	clm := doc{name: clmF, font: "Helvetica", size: 9.5, unicode: true,
		footer: "P7-01 Claim Form                                                                                          Page %d of %t",
		pages: []page{
			{
				ls("DIFC COURTS", "Court of First Instance"),
				small(r("For Court use only\nClaim No.      CFI-063-2024\nIssue date      14 May 2024\n[SEAL OF THE DIFC COURTS]"), 9),
				small(l("CLAIM FORM"), 14),
				l("(Part 7 of the Rules of the DIFC Courts)"), gap(),
				ls("Claimant(s) name(s) and address(es) including postcode",
					"  CORALLIS ADVISORY PARTNERS LIMITED",
					"  Unit 1402, Level 14, Index Tower, Dubai International Financial Centre",
					"  PO Box 507218, Dubai, United Arab Emirates",
					"  (Registered in the DIFC, Registration No. CL3214)",
					"",
					"Defendant(s) name(s) and address(es) including postcode",
					"  QASR AL RIMAL HOSPITALITY GROUP LLC",
					"  Office 2205, Al Safa Tower, Sheikh Zayed Road",
					"  PO Box 61147, Dubai, United Arab Emirates",
					"  (Commercial Licence No. 784512, Dubai Department of Economy and Tourism)"),
				gap(),
				l("Brief details of claim"),
				p("The Claimant claims AED 4,331,250, being the success fee of 1.5% of the purchase price of AED 275,000,000 for the sale of the Rimal Creek Resort, Ras Al Khor, together with VAT at 5%, due to it under a mandate letter dated 11 January 2022 between the Claimant and the Defendant (the \"Mandate Letter\") and invoiced on 4 December 2023, which the Defendant has failed to pay; interest at 9% per annum from 3 January 2024; and costs. By clause 14 of the Mandate Letter the parties agreed to submit to the exclusive jurisdiction of the DIFC Courts."),
				ls("Value",
					"  AED 4,331,250 plus interest and costs"),
				gap(),
				ls("Defendant's name and address for service (if different from above)",
					"  As above"),
				gap(),
				ls("                                                                     AED",
					"                         Amount claimed                        4,331,250.00",
					"                         Court fee                                34,650.00",
					"                         Legal representative's costs      to be assessed",
					"                         Total amount                          4,365,900.00"),
				gap(),
				small(p("The DIFC Courts Registry is open between 8am and 4pm Monday to Friday. When corresponding with the Court, please address forms or letters to the Registrar and always quote the claim number."), 8),
			},
			{
				ls("                                                                                   Claim No.   CFI-063-2024"),
				gap(),
				ls("Particulars of Claim      [X] attached       [ ] to follow"),
				gap(),
				cb("Statement of Truth"),
				ls("[ ] I believe     [X] The Claimant believes     that the facts stated in this claim form are true.",
					"[X] I am duly authorised by the claimant to sign this statement", "",
					"Full name         Tariq Hassan Mahfouz", "",
					"Name of claimant's legal representative's firm      Lavelle Marsh Haddad LLP", "",
					"signed   ...................................                position or office held   Partner",
					"",
					"[ ] Claimant     [ ] Litigation friend     [X] Claimant's legal representative", "",
					"date   13 May 2024"),
				gap(), gap(),
				ls("Claimant's or claimant's legal representative's address to which documents or payments should be sent",
					"if different from overleaf including (if appropriate) details of DX, fax or e-mail.", "",
					"  Lavelle Marsh Haddad LLP",
					"  Level 6, Precinct Building 4, Gate District, Dubai International Financial Centre",
					"  PO Box 482977, Dubai, United Arab Emirates",
					"  Tel: +971 4 401 7700      Email: disputes@lavellemarsh.ae",
					"  Ref: THM/CAP/0091"),
			},
		}}

	capt := []block{
		r("Claim No: CFI-063-2024"), gap(),
		cb("IN THE COURTS OF THE DUBAI INTERNATIONAL FINANCIAL CENTRE"),
		cb("COURT OF FIRST INSTANCE"), gap(),
		l("BETWEEN"), gap(),
		cb("CORALLIS ADVISORY PARTNERS LIMITED"),
		r("Claimant"),
		c("- and -"),
		cb("QASR AL RIMAL HOSPITALITY GROUP LLC"),
		r("Defendant"), gap(),
		c("_______________________________________"),
		cb("DEFENCE"),
		c("_______________________________________"), gap(),
	}
	def := doc{name: defF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{}, capt...),
				p("1. In this Defence the Claimant is referred to as \"Corallis\" and the Defendant as \"QAR\". Save where expressly admitted, each allegation in the Particulars of Claim is denied."),
				p("2. Paragraphs 1 and 2 of the Particulars of Claim are admitted. It is admitted that QAR and Corallis entered into the Mandate Letter dated 11 January 2022 for a term of 18 months, that clause 14 confers exclusive jurisdiction on the DIFC Courts, and that QAR owned the Rimal Creek Resort (the \"Resort\")."),
				p("3. It is denied that any success fee is payable. Clause 6.2 of the Mandate Letter provides that no fee is payable on a sale to an Excluded Party listed in Schedule 2. Schedule 2 lists \"Sarabande Hospitality LLC and its affiliates\". The purchaser of the Resort, Sarabande Hotels Holdings Ltd (\"Sarabande\"), is an affiliate of Sarabande Hospitality LLC within the meaning of Schedule 2."),
				p("4. Further, Sarabande was not introduced by Corallis. QAR's chairman had discussed the Resort with Sarabande's principals in 2021, before the Mandate Letter was signed. The meeting of 3 May 2022 on which Corallis relies was arranged at QAR's request, and the non-disclosure agreement of 9 May 2022 was negotiated by QAR's in-house team."),
				p("5. QAR terminated the Mandate Letter by written notice on 15 February 2023. Negotiations with Sarabande resumed in September 2023 without any involvement of Corallis, and the sale of the Resort was completed on 22 November 2023."),
			),
			{
				p("6. It is admitted that Corallis issued an invoice dated 4 December 2023 for AED 4,331,250 and a letter of demand dated 6 March 2024. QAR replied on 20 March 2024 denying liability for the reasons above."),
				p("7. If, which is denied, any fee is payable, it is limited by clause 7.3 of the Mandate Letter to 1% of the purchase price where the sale completes after the termination of the mandate, that is AED 2,750,000 plus VAT."),
				p("8. It is denied that Corallis is entitled to interest at 9% per annum or at all, or to the relief claimed."),
				gap(),
				cb("STATEMENT OF TRUTH"),
				p("The Defendant believes that the facts stated in this Defence are true. I am duly authorised by the Defendant to sign this statement."),
				ls("Signed:       ...................................",
					"Full name:    Marwan Saeed Al Ketbi",
					"Position:     Chief Executive Officer",
					"Date:         18 June 2024"),
				gap(), gap(),
				small(ls("Served on behalf of the Defendant by Harrow Qureshi Advocates & Legal Consultants",
					"Level 9, Gate Avenue, South Zone, Dubai International Financial Centre, PO Box 506610, Dubai, UAE",
					"Contact: Leila Farouk-Dunne, Senior Associate  |  +971 4 238 5100  |  lfarouk-dunne@harrowqureshi.ae",
					"Ref: HQ/QAR/24-017"), 9),
			},
		}}

	jdg := doc{name: jdgF, font: "Helvetica", size: 10, unicode: true, footer: "%d",
		pages: []page{
			{
				r("Claim No: CFI 063/2024"), gap(),
				cb("THE DUBAI INTERNATIONAL FINANCIAL CENTRE COURTS"),
				cb("IN THE COURT OF FIRST INSTANCE"),
				cb("BEFORE H.E. JUSTICE MARGARET O'SULLIVAN-RAHIM"), gap(),
				c("BETWEEN"), gap(),
				cb("CORALLIS ADVISORY PARTNERS LIMITED"),
				c("Claimant"),
				c("and"),
				cb("QASR AL RIMAL HOSPITALITY GROUP LLC"),
				c("Defendant"), gap(),
				ls("Hearing:      28 and 29 October 2024",
					"Counsel:      Oliver Brereton-Shah instructed by Lavelle Marsh Haddad LLP for the Claimant",
					"              Leila Farouk-Dunne of Harrow Qureshi Advocates & Legal Consultants for the Defendant",
					"Judgment:     16 December 2024"),
				gap(),
				cb("JUDGMENT OF H.E. JUSTICE MARGARET O'SULLIVAN-RAHIM"), gap(),
				p("UPON the Claim Form dated 14 May 2024 and the Defence dated 18 June 2024"),
				p("AND UPON hearing counsel for the Claimant and counsel for the Defendant at the trial on 28 and 29 October 2024"),
				p("AND UPON reading the witness statements and the written submissions filed by the parties"),
				l("IT IS HEREBY ORDERED THAT:"),
				p("1. The Claim succeeds. The Defendant shall pay the Claimant AED 4,331,250."),
				p("2. The Defendant shall pay the Claimant interest on that sum at the rate of 9% per annum from 3 January 2024 until the date of payment."),
				p("3. The Defendant shall pay the Claimant's costs of the Claim, to be assessed by the Registrar if not agreed."),
				ls("Issued by:",
					"Farah Khoury-Lindgren",
					"Registrar",
					"Date of Issue: 16 December 2024",
					"At: 10am"),
			},
			{
				cb("SCHEDULE OF REASONS"),
				l("Introduction"),
				p("1. The Claimant (\"Corallis\") is a corporate finance adviser registered in the DIFC. The Defendant (\"QAR\") is a Dubai hospitality company which until November 2023 owned the Rimal Creek Resort (the \"Resort\"). By a mandate letter dated 11 January 2022 (the \"Mandate Letter\") QAR appointed Corallis as its exclusive sell-side adviser on the sale of the Resort. The Mandate Letter was signed for Corallis by its Managing Partner, Mr Julien Castaing-Moreau, and for QAR by its Chief Executive Officer, Mr Marwan Saeed Al Ketbi. Clause 14 confers exclusive jurisdiction on this Court, and jurisdiction is not disputed."),
				p("2. Corallis introduced Sarabande Hotels Holdings Ltd (\"Sarabande\") at a meeting on 3 May 2022. QAR terminated the mandate on 15 February 2023. The Resort was sold to Sarabande for AED 275,000,000, the sale completing on 22 November 2023. Corallis claims its success fee of 1.5% with VAT. QAR says that Sarabande was an Excluded Party, that Corallis did not introduce it, and that in any event the reduced fee in clause 7.3 applies."),
				l("The evidence"),
				p("3. Corallis called one witness, Mr Castaing-Moreau. QAR called Mr Al Ketbi and Ms Deepa Raghunathan, its former Director of Development, who led the negotiations with Sarabande in 2023. Each gave evidence by reference to a witness statement and was cross-examined. I found Mr Castaing-Moreau a careful witness. Mr Al Ketbi was candid on most matters, but his account of the chairman's discussions with Sarabande in 2021 was not supported by any document, and Ms Raghunathan accepted that she had not been party to them."),
				l("The Excluded Party issue"),
				p("4. Schedule 2 lists \"Sarabande Hospitality LLC and its affiliates\". It was common ground that Sarabande Hospitality LLC is a hotel management company owned by a family trust, and that Sarabande is owned by a fund whose manager has no shareholding in common with it. The word \"affiliates\" is not defined. Read with clause 1.1, which defines control by reference to the ownership of more than half of the voting shares, it does not extend to a company that merely shares a brand under licence. Sarabande is not an Excluded Party."),
			},
			{
				l("Introduction of the buyer"),
				p("5. The documents show that Corallis identified Sarabande in its buyer list of 14 March 2022, arranged the meeting of 3 May 2022, circulated the information memorandum to it on 12 May 2022 after the non-disclosure agreement of 9 May 2022, and received its non-binding offer on 30 August 2022. The later negotiations built on that offer. Corallis was the effective cause of the sale: see Brocklehurst Estates Ltd v Verhoeven Logistics FZE [2019] DIFC CFI 041 at [38]."),
				l("Termination and clause 7.3"),
				p("6. Clause 7.3 reduces the fee to 1% only where a sale completes more than six months after termination to a buyer first introduced after termination. The sale completed nine months after termination, but Sarabande was introduced during the mandate. Clause 7.2, which preserves the full fee for twelve months after termination for buyers introduced during the mandate, applies."),
				l("Conclusion"),
				p("7. The success fee of AED 4,125,000 with VAT of AED 206,250 is due. The invoice dated 4 December 2023 fell due on 3 January 2024, from which date interest runs at the rate the Court ordinarily awards. Costs follow the event."),
			},
		}}

	return matterSpec{
		name: "corallis-v-qasr-al-rimal", title: "Corallis Advisory Partners Limited v Qasr Al Rimal Hospitality Group LLC (DIFC Courts, Court of First Instance, CFI 063/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 5, PartyCorrect: 4, EventTruth: 31, EventHits: 31, Grounded: 1}, // at 0862d31
		docs:       []doc{clm, def, jdg},
		parties: []Party{
			{"Corallis Advisory Partners Limited", "plaintiff"},
			{"Qasr Al Rimal Hospitality Group LLC", "defendant"},
			{"Tariq Hassan Mahfouz", "counsel"}, // signs the claim form's statement of truth as legal representative
			{"Oliver Brereton-Shah", "counsel"},
			{"Leila Farouk-Dunne", "counsel"},
			{"Marwan Saeed Al Ketbi", "declarant"}, // the defence's statement of truth
			{"Marwan Saeed Al Ketbi", "witness"},
			{"Julien Castaing-Moreau", "witness"},
			{"Deepa Raghunathan", "witness"},
			{"Margaret O'Sullivan-Rahim", "judge"},
		},
		events: []Event{
			{"2024-05-14", clmF, 1},
			{"2022-01-11", clmF, 1},
			{"2023-12-04", clmF, 1},
			{"2024-01-03", clmF, 1},
			{"2024-05-13", clmF, 2},
			{"2022-01-11", defF, 1},
			{"2022-05-03", defF, 1},
			{"2022-05-09", defF, 1},
			{"2023-02-15", defF, 1},
			{"2023-11-22", defF, 1},
			{"2023-12-04", defF, 2},
			{"2024-03-06", defF, 2},
			{"2024-03-20", defF, 2},
			{"2024-06-18", defF, 2},
			{"2024-10-28", jdgF, 1},
			{"2024-10-29", jdgF, 1},
			{"2024-12-16", jdgF, 1},
			{"2024-05-14", jdgF, 1},
			{"2024-06-18", jdgF, 1},
			{"2024-01-03", jdgF, 1},
			{"2022-01-11", jdgF, 2},
			{"2022-05-03", jdgF, 2},
			{"2023-02-15", jdgF, 2},
			{"2023-11-22", jdgF, 2},
			{"2022-03-14", jdgF, 3},
			{"2022-05-03", jdgF, 3},
			{"2022-05-12", jdgF, 3},
			{"2022-05-09", jdgF, 3},
			{"2022-08-30", jdgF, 3},
			{"2023-12-04", jdgF, 3},
			{"2024-01-03", jdgF, 3},
		},
	}
}

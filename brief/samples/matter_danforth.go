package samples

// DEV SET (held out at first sight): a small claims dispute before the
// Civil Resolution Tribunal of British Columbia over a kitchen renovation
// deposit. The Dispute Notice as the tribunal issues it ("CIVIL
// RESOLUTION TRIBUNAL / DISPUTE NOTICE", "Dispute number:", "Date
// issued:", "Tribunal decision type: Small Claims", "APPLICANT" and
// "RESPONDENT 1" / "RESPONDENT 2" blocks of "Name:", "Address:", "Email:",
// "Phone:" rows, the respondent company as "Business name:" with its
// "Incorporation number:", "CLAIMS" numbered with "The applicant says:"
// and "The applicant asks for:", amounts, "IMPORTANT: INFORMATION FOR
// RESPONDENTS", the tribunal's address in the footer); the Dispute
// Response ("Responding to claim 1: [X] I disagree with this claim", "The
// respondent says:", "Response submitted by:" the company's lawyer); the
// applicant's demand email ("From:", "Sent:", "To:", "Subject:", "Dear
// Jason,", signed with her name and phone); and the tribunal member's
// reasons ("Date Issued:", "File:", "Type: Small Claims", "Indexed as: X
// v. Kwan Renovations Ltd., 2024 BCCRT 1093", "BETWEEN: / X / APPLICANT /
// AND: / Y and Z / RESPONDENTS", "REASONS FOR DECISION", a label table
// "Tribunal Member: / Representative for the Applicant: / Representative
// for the Respondents:", numbered paragraphs under "INTRODUCTION",
// "JURISDICTION AND PROCEDURE", "ISSUES", "EVIDENCE AND ANALYSIS" with a
// carpenter's written statement and "ORDERS", the member's name over
// "Tribunal Member", "Page x of y" footers).
// Conventions: the applicant is the petitioner (as a tenant applicant to
// a board is) and, as the writer of the email, its sender; the company
// and its owner are respondents, the owner (to whom the email is written)
// its recipient; the respondents' lawyer is counsel; the tribunal member
// is the judge; the carpenter whose written statement the tribunal weighs
// is a witness. The tribunal's case manager, the cited cases' parties and
// the applicant's self-representation note ("Self-represented") name no
// party.
func init() { specs = append(specs, danforth) }

func danforth() matterSpec {
	const (
		dnF  = "Dispute Notice SC-2024-003812.pdf"
		drF  = "Dispute Response SC-2024-003812.pdf"
		emF  = "Email Danforth to Kwan 2023-12-04.pdf"
		decF = "Reasons for Decision 2024 BCCRT 1093.pdf"
	)
	crtFoot := "Civil Resolution Tribunal  |  PO Box 1650 Victoria Main, Victoria BC V8W 2X7  |  1-844-322-2292  |  Page %d of %t"

	dn := doc{name: dnF, font: "Helvetica", size: 9.5, footer: crtFoot,
		pages: []page{
			{
				cb("CIVIL RESOLUTION TRIBUNAL"),
				cb("DISPUTE NOTICE"), gap(),
				ls("Dispute number:              SC-2024-003812",
					"Date issued:                 March 8, 2024",
					"Tribunal decision type:      Small Claims",
					"Amount claimed:              $6,000.00"),
				gap(),
				l("APPLICANT"),
				ls("Name:       Margaret Ellen Danforth",
					"Address:    4471 Rainier Street, Burnaby BC V5G 2L9",
					"Email:      m.danforth@shaw.example.ca",
					"Phone:      604-555-0148"),
				gap(),
				l("RESPONDENT 1"),
				ls("Business name:          Kwan Renovations Ltd.",
					"Incorporation number:   BC1187734",
					"Address:                210-3700 North Fraser Way, Burnaby BC V5J 5H4",
					"Email:                  office@kwanreno.example.ca"),
				gap(),
				l("RESPONDENT 2"),
				ls("Name:       Jason Kwan",
					"Address:    210-3700 North Fraser Way, Burnaby BC V5J 5H4",
					"Email:      jason@kwanreno.example.ca"),
				gap(),
				l("CLAIMS"),
				l("Claim 1: Return of deposit for kitchen renovation"),
				p("The applicant says: On August 14, 2023 I signed a quote with Kwan Renovations Ltd. for a kitchen renovation at my home for $24,800 and paid a deposit of $6,000 by e-transfer on August 16, 2023. The work was to start on September 11, 2023. Nobody came. Jason Kwan kept promising new start dates. On October 30, 2023 he said the company could not do the job until spring. I cancelled and asked for my deposit back on December 4, 2023. I have not been paid anything."),
				p("The applicant asks for: $6,000.00 (return of the deposit), plus pre-judgment interest and tribunal fees of $175.00."),
			},
			{
				l("IMPORTANT: INFORMATION FOR RESPONDENTS"),
				p("Each respondent must respond to this Dispute Notice within 14 days of receiving it, using the online Dispute Response form or a paper response. If a respondent does not respond in time, the applicant may ask the tribunal for a default decision against that respondent."),
				p("The tribunal may not accept a late response. A respondent who wishes to make a claim against the applicant must file a counterclaim with its Dispute Response."),
				p("This dispute will proceed through the tribunal's facilitation phase before a tribunal member decides any claims that are not resolved by agreement. The tribunal's Rules and the Civil Resolution Tribunal Act apply."),
				gap(),
				ls("Issued by the Civil Resolution Tribunal on March 8, 2024.",
					"Service of this Dispute Notice must be completed and proof of notice submitted by June 6, 2024."),
			},
		}}

	dr := doc{name: drF, font: "Helvetica", size: 9.5, footer: crtFoot,
		pages: []page{{
			cb("CIVIL RESOLUTION TRIBUNAL"),
			cb("DISPUTE RESPONSE"), gap(),
			ls("Dispute number:     SC-2024-003812",
				"Response date:      April 2, 2024",
				"",
				"Responding party:   Kwan Renovations Ltd. (Respondent 1)",
				"                    Jason Kwan (Respondent 2)"),
			gap(),
			l("Responding to claim 1: Return of deposit for kitchen renovation"),
			ls("[ ] I agree with this claim",
				"[ ] I agree with part of this claim",
				"[X] I disagree with this claim"),
			p("The respondent says: The contract was with Kwan Renovations Ltd. only. Jason Kwan signed the quote as the company's director and is not personally liable. The start date in the quote was an estimate and was subject to cabinet delivery, as the quote says. The company ordered custom cabinets from its supplier on August 21, 2023 for $4,180 and paid a non-refundable deposit on them. The applicant cancelled without giving the company a reasonable time to perform. The company is entitled to keep the deposit to cover the cabinets and its design and permit work (11.5 hours at $95 per hour)."),
			p("The respondents ask that the claim against Jason Kwan be dismissed and that the claim against the company be dismissed or reduced to no more than $727.50."),
			gap(),
			ls("Response submitted by:   Harjit S. Gill, lawyer for the respondents",
				"Firm:                    Gill Sandhu Law Corporation, 7135 King George Blvd, Surrey BC V3W 5A1",
				"Email:                   hgill@gillsandhu.example.ca"),
		}}}

	em := doc{name: emF, font: "Helvetica", size: 10,
		header: "Printed by Margaret Danforth                                            Exhibit submitted to the CRT - SC-2024-003812",
		pages: []page{{
			ls("From:     Margaret Danforth <m.danforth@shaw.example.ca>",
				"Sent:     Monday, December 4, 2023 9:12 AM",
				"To:       Jason Kwan <jason@kwanreno.example.ca>",
				"Subject:  Kitchen renovation - 4471 Rainier St - cancellation and deposit"),
			gap(),
			l("Dear Jason,"),
			p("I am writing about the kitchen renovation at my house that your company quoted on August 14. I paid the $6,000 deposit on August 16 and the job was supposed to start on September 11. Since then I have been given four different start dates and on October 30 you told me the work would not happen until the spring."),
			p("I can't wait that long and I have found another contractor. I am cancelling the contract. Please return my $6,000 deposit by December 18, 2023. If I do not hear from you by then I will file a claim with the Civil Resolution Tribunal."),
			gap(),
			ls("Regards,", "", "Margaret Danforth", "604-555-0148"),
		}}}

	dec := doc{name: decF, font: "Times", size: 11, footer: "Page %d of %t",
		pages: []page{
			{
				ls("Date Issued: October 17, 2024",
					"File: SC-2024-003812",
					"Type: Small Claims"),
				gap(),
				cb("Civil Resolution Tribunal"), gap(),
				c("Indexed as: Danforth v. Kwan Renovations Ltd., 2024 BCCRT 1093"), gap(),
				ls("BETWEEN:",
					"",
					"                              MARGARET ELLEN DANFORTH",
					"",
					"                                                                              APPLICANT",
					"AND:",
					"",
					"                    KWAN RENOVATIONS LTD. and JASON KWAN",
					"",
					"                                                                            RESPONDENTS"),
				gap(),
				cb("REASONS FOR DECISION"), gap(),
				ls("Tribunal Member:                              Andrea Szabo",
					"Representative for the Applicant:             Self-represented",
					"Representative for the Respondents:           Harjit S. Gill"),
				gap(),
				cb("INTRODUCTION"),
				p("1. This dispute is about a deposit for a kitchen renovation. The applicant, Margaret Ellen Danforth, paid the respondent Kwan Renovations Ltd. (KRL) a $6,000 deposit. She says KRL never started the work and she claims the deposit back. The respondent Jason Kwan is KRL's director."),
				p("2. KRL says its start date was an estimate, that Ms. Danforth cancelled too early, and that it may keep the deposit to cover custom cabinets it ordered and design work. Mr. Kwan says he is not personally liable. Ms. Danforth represents herself. The respondents are represented by a lawyer, Harjit S. Gill."),
			},
			{
				cb("JURISDICTION AND PROCEDURE"),
				p("3. These are the formal written reasons of the Civil Resolution Tribunal (CRT). The CRT has jurisdiction over small claims brought under section 118 of the Civil Resolution Tribunal Act (CRTA). I decided to hear this dispute through written submissions, because I find that there are no significant issues of credibility that require an oral hearing."),
				cb("ISSUES"),
				p("4. The issues are: a. Is Mr. Kwan personally liable? b. Did Ms. Danforth validly end the contract, and if so, how much of the deposit must KRL return?"),
				cb("EVIDENCE AND ANALYSIS"),
				p("5. In a civil proceeding like this one, the applicant must prove her claims on a balance of probabilities. I have read all the parties' evidence and submissions but refer only to what I find necessary to explain my decision."),
				p("6. The quote dated August 14, 2023 is on KRL's letterhead and Mr. Kwan signed it \"for Kwan Renovations Ltd.\" There is no evidence he agreed to be personally bound. I dismiss the claim against him."),
				p("7. The quote says work would start \"on or about September 11, 2023, subject to cabinet delivery\". KRL's own supplier invoice shows the cabinets were ordered on August 21, 2023 with a delivery date of October 6, 2023. Ms. Danforth provided a written statement from Dylan Marchuk, a journeyman carpenter who says he asked KRL's site lead about the job in late October and was told KRL had no crew available until March 2024. KRL did not dispute that statement. I find that KRL's October 30, 2023 message that it would not start until spring was a repudiation of the contract, which Ms. Danforth accepted by her email of December 4, 2023."),
				p("8. KRL has not proved that the cabinet deposit was non-refundable or that the cabinets could not be used elsewhere. I find it has not proved any loss it may set off. KRL must return the full $6,000."),
				p("9. The Court Order Interest Act applies to the CRT. Ms. Danforth is entitled to pre-judgment interest on $6,000 from December 18, 2023, the date she asked to be repaid by, to the date of this decision. This equals $287.41. As she was successful, she is also entitled to reimbursement of $175 in CRT fees."),
			},
			{
				cb("ORDERS"),
				p("10. Within 30 days of the date of this order, I order KRL to pay Ms. Danforth a total of $6,462.41, broken down as follows: a. $6,000 as a refund of the deposit, b. $287.41 in pre-judgment interest under the Court Order Interest Act, and c. $175 in CRT fees."),
				p("11. I dismiss Ms. Danforth's claim against Mr. Kwan. Ms. Danforth is entitled to post-judgment interest, as applicable."),
				p("12. Under section 58.1 of the CRTA, a validated copy of the CRT's order can be enforced through the Provincial Court of British Columbia. Once filed, a CRT order has the same force and effect as an order of the Provincial Court of British Columbia."),
				gap(),
				ls("                                                            Andrea Szabo, Tribunal Member"),
			},
		}}

	return matterSpec{
		name: "danforth-v-kwan-renovations", title: "Danforth v. Kwan Renovations Ltd. (Civil Resolution Tribunal of British Columbia, SC-2024-003812)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 7, PartyCorrect: 6, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 3b339fc
		docs:       []doc{dn, dr, em, dec},
		parties: []Party{
			{"Margaret Ellen Danforth", "petitioner"}, // the applicant
			{"Margaret Ellen Danforth", "sender"},
			{"Kwan Renovations Ltd.", "respondent"},
			{"Jason Kwan", "respondent"},
			{"Jason Kwan", "recipient"},
			{"Harjit S. Gill", "counsel"},
			{"Andrea Szabo", "judge"},
			{"Dylan Marchuk", "witness"},
		},
		events: []Event{
			{"2024-03-08", dnF, 1},
			{"2023-08-14", dnF, 1},
			{"2023-08-16", dnF, 1},
			{"2023-09-11", dnF, 1},
			{"2023-10-30", dnF, 1},
			{"2023-12-04", dnF, 1},
			{"2024-03-08", dnF, 2},
			{"2024-06-06", dnF, 2},
			{"2024-04-02", drF, 1},
			{"2023-08-21", drF, 1},
			{"2023-12-04", emF, 1},
			{"2023-12-18", emF, 1},
			{"2024-10-17", decF, 1},
			{"2023-08-14", decF, 2},
			{"2023-09-11", decF, 2},
			{"2023-08-21", decF, 2},
			{"2023-10-06", decF, 2},
			{"2023-10-30", decF, 2},
			{"2023-12-04", decF, 2},
			{"2023-12-18", decF, 2},
		},
	}
}

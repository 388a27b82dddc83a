package sealed

import "pramaan/brief/truth"

// A service charge dispute before the First-tier Tribunal (Property Chamber)
// (Residential Property) in London, A4: three leaseholders of a block of
// flats challenge the landlord's major works charge and management fees
// under section 27A of the Landlord and Tenant Act 1985 and ask for an order
// under section 20C. The application form (numbered sections with boxes,
// the schedule of additional applicants, the service charge years as a
// table, the section 20C check box, dates to avoid, the lead applicant's
// statement of truth with a dd/mm/yyyy date, the form's edition in the
// footer); the tribunal's directions (the label rows "Case reference",
// "Property", "Applicants", "Representative", "Respondent", "Type of
// application", "Tribunal member", "Date of directions", numbered
// directions "by" dates, the hearing at 10 Alfred Place on two days); the
// respondent's statement of case by its solicitors, with a dispensation
// application under section 20ZA and the property manager's statement of
// truth; and the decision (the same label rows with "Tribunal members" and
// the surveyor member's letters, "Venue", "Date of hearing", "Date of
// decision", "DECISION", "Decisions of the tribunal", the hearing and its
// representation, the witnesses, the consultation failure and the
// dispensation refused, "Name: ... Date:", "Rights of appeal").
//
// Conventions of this truth: the leaseholders who apply are petitioners, as
// an applicant before a tribunal is, and the landlord the respondent; the
// lead applicant who presents the applicants' case in person is not counsel;
// the solicitor named as the respondent's representative and counsel
// instructed by the firm are counsel (the firm gives no counsel); the
// tribunal judge, keyed by the full name the directions print, and the
// surveyor member, by initial and surname as printed, are judges; the two
// applicants and the property manager whom the decision records as giving
// evidence are witnesses; statements of truth give no role; the managing
// agent, the contractors and the surveyor named in the narrative have no
// role. A date written in a page's text (the form's dd/mm/yyyy dates
// included) is an event of that page; a hearing over two days counts by its
// first day; service charge years written as "2021/22" are not dates.
func init() { specs = append(specs, harbourneCourtFTT) }

func harbourneCourtFTT() spec {
	kv := []float64{0.32, 0.68}
	app := doc{name: "Application Form S27A.pdf", font: "Helvetica", size: 9, paper: "A4",
		footer: "Form S27A - Application for a determination of liability to pay service charges (Residential Property) - May 2023", footerAlign: "L", footer2: "Page %d of %t",
		pages: []page{
			{
				row([]float64{0.65, 0.35}, "FIRST-TIER TRIBUNAL\nPROPERTY CHAMBER (RESIDENTIAL PROPERTY)", "For office use only\nCase reference: LON/00AY/LSC/2024/0187\nDate received: 16/05/2024"),
				cb("APPLICATION FOR A DETERMINATION OF LIABILITY TO PAY AND REASONABLENESS OF SERVICE CHARGES"),
				c("Section 27A Landlord and Tenant Act 1985"),
				rule(),
				lb("1. DETAILS OF APPLICANT(S)"),
				row(kv, "Name:", "Mrs Farida Noor-Castellanos"),
				row(kv, "Address:", "Flat 12, Harbourne Court, 41-59 Alvington Road, London SW2 4RP"),
				row(kv, "Email:", "f.noorcastellanos@mailbox.example"),
				row(kv, "Additional applicants:", "[X] Yes - see the attached schedule (2 further applicants)"),
				lb("2. DETAILS OF APPLICANT'S REPRESENTATIVE (if any)"),
				row(kv, "Name:", "None - the applicants act in person"),
				lb("3. ADDRESS OF PROPERTY (if different from above)"),
				row(kv, "Address:", "Harbourne Court, 41-59 Alvington Road, London SW2 4RP (24 flats)"),
				lb("4. DETAILS OF LANDLORD (RESPONDENT)"),
				row(kv, "Name:", "Cavendale Freehold Investments Limited"),
				row(kv, "Address:", "3rd Floor, 18 Hanover Square, London W1S 1JY"),
				lb("5. DETAILS OF MANAGING AGENT (if any)"),
				row(kv, "Name and address:", "Brookvale Property Management Ltd, 220 Streatham High Road, London SW16 1BB"),
				lb("6. SERVICE CHARGES TO BE CONSIDERED"),
				row([]float64{0.2, 0.5, 0.3}, "Year", "Description", "Amount in dispute (per flat)"),
				row([]float64{0.2, 0.5, 0.3}, "2021/22", "Major works: roof covering and external redecoration", "£11,933.33"),
				row([]float64{0.2, 0.5, 0.3}, "2022/23", "Management fees", "£420.00"),
				row([]float64{0.2, 0.5, 0.3}, "2023/24", "Management fees (budget)", "£440.00"),
				lb("7. GROUNDS"),
				p("The landlord did not consult properly under section 20 before the major works: the works started on 04/07/2022, a week before the end of the period for observations on the estimates. We were not told of a lower tender. The management fees are unreasonable for the service given."),
				lb("8. APPLICATION FOR AN ORDER UNDER SECTION 20C"),
				row(kv, "Do you wish to apply?", "[X] Yes   [ ] No"),
			},
			{
				lb("9. TRACK PREFERENCE"),
				row(kv, "Please indicate:", "[ ] Paper track   [ ] Fast track   [X] Standard track"),
				lb("10. AVAILABILITY"),
				row(kv, "Dates to avoid in the next six months:", "None"),
				lb("11. STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this application are true."),
				row(kv, "Signed:", "F. Noor-Castellanos"),
				row(kv, "Name:", "Farida Noor-Castellanos"),
				row(kv, "Date:", "14/05/2024"),
				rule(),
				cb("SCHEDULE OF ADDITIONAL APPLICANTS"),
				row([]float64{0.35, 0.4, 0.25}, "Name", "Address", "Signed"),
				row([]float64{0.35, 0.4, 0.25}, "Mr Gwilym Rhys Hartley", "Flat 7, Harbourne Court, London SW2 4RP", "G. R. Hartley"),
				row([]float64{0.35, 0.4, 0.25}, "Ms Oluwaseun Adekoya-Platt", "Flat 3, Harbourne Court, London SW2 4RP", "O. Adekoya-Platt"),
				gap(),
				small(p("Send the completed form with copies of the lease and the service charge demands to: First-tier Tribunal (Property Chamber), 10 Alfred Place, London WC1E 7LR, or by email to london.rap@justice.example."), 8),
			},
		}}

	lr := []float64{0.3, 0.7}
	dirs := doc{name: "Directions.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			{
				cb("FIRST-TIER TRIBUNAL"), cb("PROPERTY CHAMBER (RESIDENTIAL PROPERTY)"), gap(),
				row(lr, "Case reference", ":   LON/00AY/LSC/2024/0187"),
				row(lr, "Property", ":   Harbourne Court, 41-59 Alvington Road, London SW2 4RP"),
				row(lr, "Applicants", ":   Mrs Farida Noor-Castellanos and the other leaseholders named in the schedule to the application"),
				row(lr, "Representative", ":   In person"),
				row(lr, "Respondent", ":   Cavendale Freehold Investments Limited"),
				row(lr, "Representative", ":   Pellman Ashby LLP (Mr Oliver Trench)"),
				row(lr, "Type of application", ":   For the determination of the liability to pay and reasonableness of service charges (s.27A Landlord and Tenant Act 1985) and for an order under s.20C of that Act"),
				row(lr, "Tribunal member", ":   Judge Rosalind M. Akerele-Finch"),
				row(lr, "Date of directions", ":   12 July 2024"),
				gap(),
				cb("DIRECTIONS"),
				p("1. The tribunal has identified the issues as: (a) whether the respondent complied with the consultation requirements of section 20 for the major works of 2022 and, if not, whether those requirements should be dispensed with under section 20ZA; (b) whether the cost of the works was reasonably incurred; (c) whether the management fees for 2022/23 and 2023/24 are reasonable; and (d) whether an order should be made under section 20C."),
				p("2. The respondent shall by 9 August 2024 send to each applicant copies of the section 20 notices, the tenders, the contract, the final account and the management agreement."),
				p("3. The respondent shall by 6 September 2024 send to each applicant a statement of case, with any application for dispensation and any witness statements on which it relies."),
				p("4. The applicants shall by 4 October 2024 send to the respondent a statement in reply, with any witness statements and any alternative quotations on which they rely."),
				p("5. The respondent shall by 1 November 2024 prepare an indexed, paginated electronic bundle and send it to the tribunal and to the applicants."),
				p("6. The application will be heard on 14 and 15 January 2025 at 10 Alfred Place, London WC1E 7LR, starting at 10.00 am. The parties must tell the tribunal within 14 days if they have any access needs."),
				p("7. If a party fails to comply with these directions the tribunal may strike out its case or bar it from taking further part in all or part of the proceedings, under rule 9 of the Tribunal Procedure (First-tier Tribunal) (Property Chamber) Rules 2013."),
				gap(),
				l("Name:   Judge R M Akerele-Finch                    Date:   12 July 2024"),
			},
		}}

	head := func(title string) []block {
		return []block{
			cb("IN THE FIRST-TIER TRIBUNAL"), cb("PROPERTY CHAMBER (RESIDENTIAL PROPERTY)"),
			r("Case Reference: LON/00AY/LSC/2024/0187"), gap(),
			l("BETWEEN:"),
			cb("MRS FARIDA NOOR-CASTELLANOS AND OTHERS"), r("Applicants"), c("- and -"),
			cb("CAVENDALE FREEHOLD INVESTMENTS LIMITED"), r("Respondent"), rule(),
			cb(title), rule(),
		}
	}
	soc := doc{name: "Respondent's Statement of Case.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head("RESPONDENT'S STATEMENT OF CASE AND APPLICATION FOR DISPENSATION"), []block{
				p("1. The Respondent is the freeholder of Harbourne Court (\"the Building\"), a block of 24 flats let on long leases in materially identical form. The lease of Flat 12 is dated 29 September 1987. Each lessee covenants to pay 1/24th of the Respondent's costs of repair, decoration and management."),
				p("2. The roof covering had reached the end of its life. The Respondent's managing agent, Brookvale Property Management Ltd, served a notice of intention on 3 March 2022 and a statement of estimates on 17 June 2022, which invited observations by 11 July 2022. Three tenders were obtained; the lowest compliant tender, from Ferndown Roofing & Building Ltd, was accepted."),
				p("3. The Respondent accepts that the contractor began erecting scaffolding on 4 July 2022, before the end of the observation period. That was because the contractor's start date would otherwise have moved to the spring of 2023, with the risk of further water ingress into the top-floor flats. The works were completed on 21 December 2022, the final account was agreed on 28 February 2023 at £286,400.00 including fees and VAT, and demands were issued on 24 March 2023."),
			}),
			{
				p("4. So far as necessary, the Respondent applies under section 20ZA of the 1985 Act for dispensation from the consultation requirements. Applying Daejan Investments Ltd v Benson [2013] UKSC 14, the Applicants have suffered no relevant prejudice: no observations were made on the estimates, and the works would have been the same had the Respondent waited until 11 July 2022."),
				p("5. The management fee of £420 per flat plus VAT for 2022/23 is within the range charged for comparable blocks in south London, and reflects the work of managing a major works project. The 2023/24 budget fee of £440 is reasonable for the same reasons."),
				p("6. The Respondent opposes an order under section 20C. The lease permits the recovery of legal costs as a cost of management, and the Respondent has acted reasonably throughout."),
				gap(),
				lb("STATEMENT OF TRUTH"),
				p("The Respondent believes that the facts stated in this statement of case are true. I am duly authorised by the Respondent to sign this statement."),
				ls("Signed: H. J. Penrose-Ode", "Harriet J. Penrose-Ode, Senior Property Manager, Brookvale Property Management Ltd, for and on behalf of the Respondent"),
				gap(),
				ls("Dated: 6 September 2024", "", "Pellman Ashby LLP", "Solicitors for the Respondent", "14 Bedford Row, London WC1R 4ED", "Ref: OT/CAV/0412"),
			},
		}}

	decision := doc{name: "Decision.pdf", font: "Times", size: 11, paper: "A4",
		footer: "%d", footerAlign: "C",
		pages: []page{
			{
				cb("FIRST-TIER TRIBUNAL"), cb("PROPERTY CHAMBER (RESIDENTIAL PROPERTY)"), gap(),
				row(lr, "Case reference", ":   LON/00AY/LSC/2024/0187"),
				row(lr, "Property", ":   Harbourne Court, 41-59 Alvington Road, London SW2 4RP"),
				row(lr, "Applicants", ":   Mrs Farida Noor-Castellanos, Mr Gwilym Rhys Hartley and Ms Oluwaseun Adekoya-Platt"),
				row(lr, "Representative", ":   In person"),
				row(lr, "Respondent", ":   Cavendale Freehold Investments Limited"),
				row(lr, "Representative", ":   Mr Ravi Dhillon-Price of counsel, instructed by Pellman Ashby LLP"),
				row(lr, "Type of application", ":   For the determination of the liability to pay and reasonableness of service charges, for dispensation from the consultation requirements, and for an order under section 20C"),
				row(lr, "Tribunal members", ":   Tribunal Judge R M Akerele-Finch\n    Mr T Ostrowski-Hale FRICS"),
				row(lr, "Venue", ":   10 Alfred Place, London WC1E 7LR"),
				row(lr, "Date of hearing", ":   14 January 2025"),
				row(lr, "Date of decision", ":   11 February 2025"),
				gap(),
				cb("DECISION"), gap(),
				lb("Decisions of the tribunal"),
				p("(1) The tribunal refuses the application for dispensation under section 20ZA. The sum payable by each Applicant for the 2022 major works is limited to £250.00."),
				p("(2) The management fee payable for 2022/23 is £300.00 per flat plus VAT, and the budgeted fee for 2023/24 is reasonable at £320.00 per flat plus VAT."),
				p("(3) The tribunal makes an order under section 20C that none of the Respondent's costs of these proceedings may be passed to the Applicants through the service charge."),
			},
			{
				lb("The hearing"),
				p("4. The Applicants appeared in person, Mrs Noor-Castellanos presenting their case. The Respondent was represented by Mr Ravi Dhillon-Price of counsel; Mr Oliver Trench of Pellman Ashby LLP also attended. We heard evidence from Mrs Noor-Castellanos and Mr Hartley for the Applicants and from Ms Harriet J. Penrose-Ode, the senior property manager, for the Respondent. Ms Adekoya-Platt did not attend. We did not inspect the Building."),
				lb("Consultation and dispensation"),
				p("5. It is common ground that the statement of estimates dated 17 June 2022 allowed observations until 11 July 2022 and that scaffolding went up on 4 July 2022. The consultation requirements were therefore not complied with. The question is whether to dispense with them."),
				p("6. Mr Hartley gave clear evidence that on 8 July 2022 he had obtained a quotation from a local roofer for an overlay system at about £190,000 and intended to send it as an observation, but was told by Brookvale that the contract had already been let. Ms Penrose-Ode accepted that she had said so. We find that the Applicants lost a real opportunity to influence the choice of works, and that this is relevant prejudice in the sense explained in Daejan. The Respondent offered no terms that would meet that prejudice. Dispensation is refused."),
				lb("Management fees"),
				p("7. Brookvale's fee for 2021/22 was £300 per flat. Ms Penrose-Ode could identify no additional service in 2022/23 beyond the major works, for which a separate supervision fee of 2.5 per cent was charged in the final account. We allow £300 for 2022/23 and, for the budget year 2023/24, £320."),
				lb("Section 20C"),
				p("8. The Applicants have substantially succeeded. It is just and equitable to make the order."),
				gap(),
				l("Name:   Tribunal Judge R M Akerele-Finch                    Date:   11 February 2025"),
				gap(),
				lb("Rights of appeal"),
				small(p("A person wishing to appeal this decision to the Upper Tribunal (Lands Chamber) must first make written application to the First-tier Tribunal at the regional office which has been dealing with the case. The application must arrive within 28 days after the tribunal sends written reasons for the decision to the person making the application, and must identify the decision, state the grounds of appeal and the result sought."), 9.5),
			},
		}}

	const (
		fa = "Application Form S27A.pdf"
		fi = "Directions.pdf"
		fs = "Respondent's Statement of Case.pdf"
		fd = "Decision.pdf"
	)
	return spec{
		name:       "noor-castellanos-v-cavendale-freehold-ftt-property",
		title:      "Noor-Castellanos and others v Cavendale Freehold Investments Ltd (FTT Property Chamber, LON/00AY/LSC/2024/0187), service charges",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 8, PartyCorrect: 5, EventTruth: 26, EventHits: 26, Grounded: 1}, // at commit 78b7104
		docs:       []doc{app, dirs, soc, decision},
		parties: []truth.Party{
			{Name: "Farida Noor-Castellanos", Role: "petitioner"},
			{Name: "Gwilym Rhys Hartley", Role: "petitioner"},
			{Name: "Oluwaseun Adekoya-Platt", Role: "petitioner"},
			{Name: "Cavendale Freehold Investments Limited", Role: "respondent"},
			{Name: "Oliver Trench", Role: "counsel"},
			{Name: "Ravi Dhillon-Price", Role: "counsel"},
			{Name: "Rosalind M. Akerele-Finch", Role: "judge"},
			{Name: "T Ostrowski-Hale", Role: "judge"},
			{Name: "Farida Noor-Castellanos", Role: "witness"},
			{Name: "Gwilym Rhys Hartley", Role: "witness"},
			{Name: "Harriet J. Penrose-Ode", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-05-16", File: fa, Page: 1},
			{Date: "2022-07-04", File: fa, Page: 1},
			{Date: "2024-05-14", File: fa, Page: 2},
			{Date: "2024-07-12", File: fi, Page: 1},
			{Date: "2024-08-09", File: fi, Page: 1},
			{Date: "2024-09-06", File: fi, Page: 1},
			{Date: "2024-10-04", File: fi, Page: 1},
			{Date: "2024-11-01", File: fi, Page: 1},
			{Date: "2025-01-14", File: fi, Page: 1}, // "14 and 15 January 2025"
			{Date: "1987-09-29", File: fs, Page: 1},
			{Date: "2022-03-03", File: fs, Page: 1},
			{Date: "2022-06-17", File: fs, Page: 1},
			{Date: "2022-07-11", File: fs, Page: 1},
			{Date: "2022-07-04", File: fs, Page: 1},
			{Date: "2022-12-21", File: fs, Page: 1},
			{Date: "2023-02-28", File: fs, Page: 1},
			{Date: "2023-03-24", File: fs, Page: 1},
			{Date: "2022-07-11", File: fs, Page: 2},
			{Date: "2024-09-06", File: fs, Page: 2},
			{Date: "2025-01-14", File: fd, Page: 1},
			{Date: "2025-02-11", File: fd, Page: 1},
			{Date: "2022-06-17", File: fd, Page: 2},
			{Date: "2022-07-11", File: fd, Page: 2},
			{Date: "2022-07-04", File: fd, Page: 2},
			{Date: "2022-07-08", File: fd, Page: 2},
			{Date: "2025-02-11", File: fd, Page: 2},
		},
	}
}

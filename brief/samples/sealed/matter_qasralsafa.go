package sealed

import "pramaan/brief/truth"

// A lease debt claim in the Courts of the Dubai International Financial
// Centre: the particulars of claim ("IN THE COURTS OF THE DUBAI
// INTERNATIONAL FINANCIAL CENTRE / COURT OF FIRST INSTANCE", "Claim No:
// CFI-..." at the top right, "BETWEEN ... Claimant and (1) ... (2) ...
// Defendants", a statement of truth signed by the claimant's officer, the
// legal representatives' block); a certificate of service by a legal
// clerk; and the order with reasons on an application for default judgment
// ("ORDER WITH REASONS OF H.E. JUSTICE ...", "UPON ... AND UPON ...", "IT
// IS HEREBY ORDERED THAT:", "Issued by: ... Assistant Registrar / Date of
// issue: / At:", the "SCHEDULE OF REASONS").
func init() { specs = append(specs, qasrAlSafa) }

func qasrAlSafa() spec {
	head := func(claimNo string) []block {
		return []block{r(claimNo), gap(),
			cb("IN THE COURTS OF THE DUBAI INTERNATIONAL FINANCIAL CENTRE"), cb("COURT OF FIRST INSTANCE"), gap(),
			cb("BETWEEN"), gap(),
			cb("QASR AL SAFA REAL ESTATE DEVELOPMENT LLC"), r("Claimant"), c("and"),
			cb("(1) LUMINA HOSPITALITY FZ-LLC"), cb("(2) KARIM EL-HADDAD RAHMAN"), r("Defendants"), rule()}
	}

	poc := doc{name: "Particulars of Claim CFI-045-2024.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head("Claim No: CFI-045-2024"), []block{
				cb("PARTICULARS OF CLAIM"), gap(),
				p("1. The Claimant is a company registered in the Emirate of Dubai which owns Gate Avenue Podium Unit P-114, DIFC (the \"Premises\")."),
				p("2. The First Defendant is a company registered in the DIFC (registration no. 4471) which operated a restaurant at the Premises. The Second Defendant is its director and sole shareholder."),
				p("3. By a lease dated 15 October 2021 (the \"Lease\"), the Claimant let the Premises to the First Defendant for five years from 1 November 2021 at an annual rent of AED 1,380,000, payable quarterly in advance. By a deed of guarantee of the same date, the Second Defendant guaranteed the First Defendant's obligations under the Lease."),
				p("4. The First Defendant failed to pay the quarterly rent due on 1 November 2023 and on 1 February 2024, and vacated the Premises on 29 February 2024 without notice. By letter dated 12 March 2024 the Claimant demanded payment from both Defendants. Nothing has been paid."),
				p("5. The Claimant claims AED 690,000 in unpaid rent, and AED 345,000 as the early termination fee under clause 19.2 of the Lease, together with interest at 9% per annum under Article 17 of DIFC Law No. 7 of 2005."),
			}),
			{
				cb("STATEMENT OF TRUTH"),
				p("The Claimant believes that the facts stated in these Particulars of Claim are true. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed: /s/ Faisal Al Marri", "Position: General Manager, Qasr Al Safa Real Estate Development LLC", "Date: 20 March 2024"), gap(),
				ls("Legal representatives for the Claimant:", "HADLEY QURESHI LLP", "Level 14, Index Tower, DIFC, Dubai, United Arab Emirates", "Attention: Amira Sadeghi-Holt, Partner; Declan O'Farrell, Senior Associate", "Ref: QAS/0144"),
			},
		}}

	service := doc{name: "Certificate of Service.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head("Claim No: CFI-045-2024"), []block{
				cb("CERTIFICATE OF SERVICE"), gap(),
				p("I, Joanna Pereira-Lobo, legal clerk at Hadley Qureshi LLP, certify that I served the Claim Form, the Particulars of Claim and the Response Pack on the Defendants as follows:"),
				row([]float64{0.3, 0.35, 0.35}, "Defendant", "Method of service", "Date of service"),
				row([]float64{0.3, 0.35, 0.35}, "First Defendant", "By courier to its registered office, Unit 3, Level 2, Gate Village 5, DIFC", "25 March 2024"),
				row([]float64{0.3, 0.35, 0.35}, "Second Defendant", "Personally, at Villa 22, Street 7, Al Barsha 2, Dubai", "26 March 2024"),
				gap(),
				p("I believe that the facts stated in this certificate are true."),
				ls("Signed: /s/ Joanna Pereira-Lobo", "Date: 28 March 2024"),
			}),
		}}

	order := doc{name: "Order with Reasons Default Judgment.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head("Claim No: CFI-045-2024"), []block{
				cb("ORDER WITH REASONS OF H.E. JUSTICE ROSALIND AKINTOLA-FERN"), gap(),
				p("UPON the Claimant's Application No. CFI-045-2024/1 dated 14 May 2024 for default judgment against the Defendants pursuant to Part 13 of the Rules of the DIFC Courts (the \"Application\")"),
				p("AND UPON reviewing the Certificate of Service dated 28 March 2024 and noting that neither Defendant has filed an Acknowledgment of Service within the time permitted"),
				p("AND UPON reviewing the Court file"),
				cb("IT IS HEREBY ORDERED THAT:"),
				p("1. Default judgment is entered against the Defendants, jointly and severally, in the sum of AED 690,000 in respect of unpaid rent."),
				p("2. The claim for the early termination fee of AED 345,000 shall proceed to a hearing on quantum, as it is a claim for an unliquidated sum."),
				p("3. The Defendants shall pay interest on the sum in paragraph 1 at the rate of 9% per annum from 1 February 2024 until the date of this Order, and thereafter at the post-judgment rate."),
				p("4. The Defendants shall pay the Claimant's costs of the Application, to be assessed by a Registrar if not agreed."),
				ls("Issued by:", "Nour Haddadin", "Assistant Registrar", "Date of issue: 3 July 2024", "At: 11am"),
			}),
			{
				cb("SCHEDULE OF REASONS"), gap(),
				p("1. The Claim Form was issued on 20 March 2024 and served on the First Defendant on 25 March 2024 and on the Second Defendant on 26 March 2024. The time for filing an Acknowledgment of Service expired on 10 April 2024, and no acknowledgment has been filed."),
				p("2. The claim for rent is a claim for a specified sum under the Lease and the guarantee, and the conditions of Rule 13.6 are met. The early termination fee, however, depends on whether clause 19.2 is a genuine pre-estimate of loss and must be determined at a hearing."),
			},
		}}

	return spec{
		name: "qasr-al-safa-v-lumina-hospitality-difc", title: "Qasr Al Safa Real Estate Development LLC v Lumina Hospitality FZ-LLC and Karim El-Haddad Rahman (DIFC CFI-045-2024)",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 4, PartyCorrect: 3, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 64b40f2
		docs:       []doc{poc, service, order},
		parties: []truth.Party{
			{Name: "Qasr Al Safa Real Estate Development LLC", Role: "plaintiff"}, // the claimant
			{Name: "Lumina Hospitality FZ-LLC", Role: "defendant"},
			{Name: "Karim El-Haddad Rahman", Role: "defendant"},
			{Name: "Faisal Al Marri", Role: "declarant"}, // the statement of truth
			{Name: "Amira Sadeghi-Holt", Role: "counsel"},
			{Name: "Declan O'Farrell", Role: "counsel"},
			{Name: "Joanna Pereira-Lobo", Role: "declarant"}, // the certificate of service
			{Name: "Rosalind Akintola-Fern", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2021-10-15", File: "Particulars of Claim CFI-045-2024.pdf", Page: 1},
			{Date: "2021-11-01", File: "Particulars of Claim CFI-045-2024.pdf", Page: 1},
			{Date: "2023-11-01", File: "Particulars of Claim CFI-045-2024.pdf", Page: 1},
			{Date: "2024-02-01", File: "Particulars of Claim CFI-045-2024.pdf", Page: 1},
			{Date: "2024-02-29", File: "Particulars of Claim CFI-045-2024.pdf", Page: 1},
			{Date: "2024-03-12", File: "Particulars of Claim CFI-045-2024.pdf", Page: 1},
			{Date: "2024-03-20", File: "Particulars of Claim CFI-045-2024.pdf", Page: 2},
			{Date: "2024-03-25", File: "Certificate of Service.pdf", Page: 1},
			{Date: "2024-03-26", File: "Certificate of Service.pdf", Page: 1},
			{Date: "2024-03-28", File: "Certificate of Service.pdf", Page: 1},
			{Date: "2024-05-14", File: "Order with Reasons Default Judgment.pdf", Page: 1},
			{Date: "2024-03-28", File: "Order with Reasons Default Judgment.pdf", Page: 1},
			{Date: "2024-02-01", File: "Order with Reasons Default Judgment.pdf", Page: 1},
			{Date: "2024-07-03", File: "Order with Reasons Default Judgment.pdf", Page: 1},
			{Date: "2024-03-20", File: "Order with Reasons Default Judgment.pdf", Page: 2},
			{Date: "2024-03-25", File: "Order with Reasons Default Judgment.pdf", Page: 2},
			{Date: "2024-03-26", File: "Order with Reasons Default Judgment.pdf", Page: 2},
			{Date: "2024-04-10", File: "Order with Reasons Default Judgment.pdf", Page: 2},
		},
	}
}

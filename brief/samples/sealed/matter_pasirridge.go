package sealed

import "pramaan/brief/truth"

// A Singapore High Court (General Division) action under the Rules of Court
// 2021: the originating claim with its statement of claim (UEN numbers, a
// Malaysian "Sdn. Bhd." defendant, "Dated this 4th day of March 2024",
// solicitors' names under the firm); the second defendant's affidavit
// affirmed before a commissioner for oaths; and an order of court
// ("HC/ORC") made at a case conference before an assistant registrar, with
// the parties' counsel recorded and a timetable.
func init() { specs = append(specs, pasirRidge) }

func pasirRidge() spec {
	head := []block{
		cb("IN THE GENERAL DIVISION OF THE HIGH COURT OF THE REPUBLIC OF SINGAPORE"), gap(),
		r("HC/OC 412/2024"), gap(),
		c("Between"), gap(),
		cb("PASIR RIDGE LOGISTICS PTE. LTD."), c("(UEN No. 201512345K)"), r("... Claimant"), gap(), c("And"), gap(),
		cb("1. ANDAMAN REEFER LINES SDN. BHD."), c("(Malaysia Company No. 198701004512)"), cb("2. CHUA WEI LIANG"), c("(NRIC No. S7712345D)"), r("... Defendants"), gap(),
	}
	claim := doc{name: "Originating Claim and Statement of Claim.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("ORIGINATING CLAIM"), gap(),
				p("The Claimant's claim is for damages for breach of a contract of carriage of refrigerated cargo from Port Klang to Singapore, and against the 2nd Defendant under a personal guarantee, as set out in the Statement of Claim endorsed on this Originating Claim."),
				p("Dated this 4th day of March 2024."),
				ls("", "Ang Seng & Partners LLC", "Solicitors for the Claimant", "Tan Hui Min / Lucas Koh Jun Wei", "9 Raffles Place, #30-01 Republic Plaza, Singapore 048619", "Tel: 6555 0177  Ref: THM/PRL/2024/031"),
			}),
			{
				cb("STATEMENT OF CLAIM"), gap(),
				p("1. The Claimant is a company incorporated in Singapore carrying on the business of cold-chain logistics. The 1st Defendant (\"Andaman\") is a company incorporated in Malaysia which operates refrigerated container vessels. The 2nd Defendant is a director of Andaman."),
				p("2. By a Contract of Carriage dated 16 August 2023 (the \"Contract\"), Andaman agreed to carry 42 reefer containers of frozen seafood for the Claimant from Port Klang to Singapore at a carrying temperature of minus 18 degrees Celsius."),
				p("3. By a deed of guarantee dated 16 August 2023, the 2nd Defendant guaranteed the due performance of Andaman's obligations under the Contract."),
				p("4. The containers were loaded on 2 November 2023 and discharged at Pasir Panjang Terminal on 5 November 2023. Eleven containers had been left unplugged during the voyage and their cargo was condemned on 7 November 2023."),
				p("5. The Claimant claims S$1,186,400 and interest."),
				ls("", "Dated this 4th day of March 2024.", "", "Ang Seng & Partners LLC", "Solicitors for the Claimant"),
			},
		}}

	aff := doc{name: "Affidavit of Chua Wei Liang.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with([]block{small(ls("                                                        Filed on behalf of the 2nd Defendant", "                                                        Deponent: Chua Wei Liang", "                                                        1st Affidavit", "                                                        Affirmed on: 9 May 2024"), 9), gap()},
				head, []block{
					cb("AFFIDAVIT OF CHUA WEI LIANG"), gap(),
					p("I, Chua Wei Liang (NRIC No. S7712345D), of 28 Jalan Bukit Merah, #12-04, Singapore 159468, do solemnly and sincerely affirm and say as follows:"),
					p("1. I am the 2nd Defendant and a director of the 1st Defendant. I make this affidavit in support of my application to strike out the claim against me."),
					p("2. I did not sign the deed of guarantee dated 16 August 2023. On that day I was in Penang, as my passport stamps show. The signature on the deed is not mine."),
				}),
			{
				ls("AFFIRMED by the abovenamed        )", "CHUA WEI LIANG                    )", "at Singapore                      )        ______________________", "this 9th day of May 2024          )        Chua Wei Liang", "", "Before me,", "", "______________________", "A Commissioner for Oaths", "Low Mei Ling"),
			},
		}}

	order := doc{name: "Order of Court HC-ORC 2210-2024.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with([]block{r("HC/ORC 2210/2024")}, head, []block{
				cb("ORDER OF COURT"), gap(),
				row([]float64{0.5, 0.5}, "Before: Assistant Registrar Nur Aisyah binte Rahmat", "Date of Order: 21 May 2024"), gap(),
				p("Upon the case conference held this day, and upon hearing Ms Tan Hui Min for the Claimant, Mr Ravindran s/o Muthusamy for the 1st Defendant and Ms Grace Ong Pei Shan for the 2nd Defendant, IT IS ORDERED that:"),
				p("1. The 2nd Defendant's application in HC/SUM 1187/2024 to strike out the claim against him be heard on 18 June 2024 at 10.00 am."),
				p("2. The Claimant file and serve its reply affidavit by 4 June 2024."),
				p("3. The 1st Defendant file and serve its Defence by 30 May 2024."),
				p("4. Costs reserved."),
				ls("", "Entered this 22nd day of May 2024 in Volume 12 Page 340 at 3.15 pm.", "", "REGISTRAR, SUPREME COURT, SINGAPORE"),
			}),
		}}

	return spec{
		name: "pasir-ridge-v-andaman-reefer", title: "Pasir Ridge Logistics Pte. Ltd. v. Andaman Reefer Lines Sdn. Bhd. (HC/OC 412/2024, Singapore)",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 5, PartyCorrect: 1, EventTruth: 14, EventHits: 14, Grounded: 1}, // at commit cba187c
		docs:       []doc{claim, aff, order},
		parties: []truth.Party{
			{Name: "Pasir Ridge Logistics Pte. Ltd.", Role: "plaintiff"}, // the claimant
			{Name: "Andaman Reefer Lines Sdn. Bhd.", Role: "defendant"},
			{Name: "Chua Wei Liang", Role: "defendant"},
			{Name: "Chua Wei Liang", Role: "declarant"},
			{Name: "Tan Hui Min", Role: "counsel"},
			{Name: "Lucas Koh Jun Wei", Role: "counsel"},
			{Name: "Ravindran s/o Muthusamy", Role: "counsel"},
			{Name: "Grace Ong Pei Shan", Role: "counsel"},
			{Name: "Nur Aisyah binte Rahmat", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-04", File: "Originating Claim and Statement of Claim.pdf", Page: 1},
			{Date: "2023-08-16", File: "Originating Claim and Statement of Claim.pdf", Page: 2},
			{Date: "2023-11-02", File: "Originating Claim and Statement of Claim.pdf", Page: 2},
			{Date: "2023-11-05", File: "Originating Claim and Statement of Claim.pdf", Page: 2},
			{Date: "2023-11-07", File: "Originating Claim and Statement of Claim.pdf", Page: 2},
			{Date: "2024-03-04", File: "Originating Claim and Statement of Claim.pdf", Page: 2},
			{Date: "2024-05-09", File: "Affidavit of Chua Wei Liang.pdf", Page: 1},
			{Date: "2023-08-16", File: "Affidavit of Chua Wei Liang.pdf", Page: 1},
			{Date: "2024-05-09", File: "Affidavit of Chua Wei Liang.pdf", Page: 2},
			{Date: "2024-05-21", File: "Order of Court HC-ORC 2210-2024.pdf", Page: 1},
			{Date: "2024-06-18", File: "Order of Court HC-ORC 2210-2024.pdf", Page: 1},
			{Date: "2024-06-04", File: "Order of Court HC-ORC 2210-2024.pdf", Page: 1},
			{Date: "2024-05-30", File: "Order of Court HC-ORC 2210-2024.pdf", Page: 1},
			{Date: "2024-05-22", File: "Order of Court HC-ORC 2210-2024.pdf", Page: 1},
		},
	}
}

package sealed

import "pramaan/brief/truth"

// A supply dispute before the Tokyo District Court, in English translation
// in the style of the courts' published translations: the complaint ("To:
// Tokyo District Court", "Indication of the parties: as stated in the
// attached List of Parties", value of the subject matter and stamp fees,
// "Object of claim", "Statement of claim") with its list of parties
// (surnames in capitals first, "Representative Director", "Place for
// service", "Counsel attorney for the Plaintiff"); the defendant's written
// answer; and the judgment ("Judgment rendered on ...", "Original received
// on the same date, Court Clerk", the case number "2022 (Wa) No. ...",
// "Date of conclusion of oral argument", "Main text", "Facts and reasons"
// in "No. 1 / No. 2" parts, the division and judges at the end).
func init() { specs = append(specs, shirasagi) }

func shirasagi() spec {
	complaint := doc{name: "Complaint (translation).pdf", font: "Times", size: 11, paper: "A4",
		header: "[Translation]", headerAlign: "L", footer: "- %d -",
		pages: []page{
			{
				cb("COMPLAINT"), gap(),
				r("November 8, 2022"), gap(),
				l("To: Tokyo District Court, Civil Division"), gap(),
				r("Counsel attorney for the Plaintiff   IZUMIDA Haruto   (seal)"),
				r("Same as above   KOBAYAKAWA Mai   (seal)"), gap(),
				l("Indication of the parties: as stated in the attached List of Parties"), gap(),
				l("Case of claim for damages"),
				l("Value of the subject matter of the action: 38,400,000 yen"),
				l("Amount of stamp fees: 143,000 yen"), gap(),
				lb("No. 1  Object of claim"),
				p("1. The Defendant shall pay to the Plaintiff 38,400,000 yen and the amount accrued thereon at the rate of 3% per annum from September 1, 2022 until the payment is completed."),
				p("2. The court costs shall be borne by the Defendant."),
				l("Judgment, and a declaration of provisional execution, are sought."),
				lb("No. 2  Statement of claim"),
				p("1. The Plaintiff manufactures precision machine parts. On April 1, 2019, the Plaintiff and the Defendant concluded a continuous transaction basic agreement (the \"Basic Agreement\") under which the Defendant supplies heat-treated steel shafts to the Plaintiff."),
				p("2. Of the shafts delivered by the Defendant between January 17, 2022 and March 30, 2022, 2,880 units did not meet the hardness specified in the Basic Agreement. The Plaintiff notified the Defendant of the nonconformity in writing on April 12, 2022."),
				p("3. The Plaintiff incurred 38,400,000 yen in costs of recall and replacement. The Plaintiff demanded payment by a letter that reached the Defendant on August 31, 2022, but the Defendant has not paid."),
			},
			{
				cb("List of Parties"), gap(),
				ls("Address: 2-14-7 Kamata, Ota-ku, Tokyo 144-0052", "Plaintiff: Shirasagi Seiki Kabushiki Kaisha", "Representative Director: MORISHITA Takeshi", "",
					"Place for service: Izumida Law Office, Toranomon Seven Building 9F, 1-7-12 Toranomon, Minato-ku, Tokyo 105-0001",
					"Counsel attorney for the Plaintiff: IZUMIDA Haruto", "Same as above: KOBAYAKAWA Mai", "TEL 03-5555-0143   FAX 03-5555-0144", "",
					"Address: 3-1-22 Shinonome, Koto-ku, Tokyo 135-0062", "Defendant: Tsukishima Components Co., Ltd.", "Representative Director: HIRAOKA Yuji"), gap(),
				lb("Documentary evidence"),
				ls("Exhibit Ko No. 1  Continuous Transaction Basic Agreement (April 1, 2019)", "Exhibit Ko No. 2  Hardness test reports", "Exhibit Ko No. 3  Notice of nonconformity (April 12, 2022)", "Exhibit Ko No. 4  Letter of demand and delivery certificate"),
			},
		}}

	answer := doc{name: "Written Answer (translation).pdf", font: "Times", size: 11, paper: "A4",
		header: "[Translation]", headerAlign: "L",
		pages: []page{{
			ls("2022 (Wa) No. 28814  Case of claim for damages", "Plaintiff: Shirasagi Seiki Kabushiki Kaisha", "Defendant: Tsukishima Components Co., Ltd."), gap(),
			cb("WRITTEN ANSWER"), gap(),
			r("January 11, 2023"), gap(),
			l("To: Tokyo District Court, 40th Civil Division, Section B"), gap(),
			r("Counsel attorney for the Defendant   OTSUKA Kenji   (seal)"),
			r("Place for service: Otsuka Sogo Law Office, 2-3-1 Marunouchi, Chiyoda-ku, Tokyo"), gap(),
			lb("No. 1  Response to the object of claim"),
			p("1. The Plaintiff's claims shall be dismissed. 2. The court costs shall be borne by the Plaintiff. Judgment to this effect is sought."),
			lb("No. 2  Response to the statement of claim"),
			p("1. Paragraph 1 is admitted."),
			p("2. In paragraph 2, the deliveries are admitted, and the rest is denied. The hardness of the shafts was tested at the Defendant's plant before each shipment. The Plaintiff did not inspect the goods upon receipt as required by Article 526 of the Commercial Code, and the notice of April 12, 2022 was not given without delay."),
			p("3. In paragraph 3, the arrival of the letter of demand on August 31, 2022 is admitted, and the rest is denied."),
			l("The Defendant will state its arguments in detail in a preparatory document."),
			gap(),
			small(l("First oral argument: January 18, 2023, 10:00 a.m., Courtroom 606"), 9.5),
		}}}

	judgment := doc{name: "Judgment 2022 (Wa) No. 28814 (translation).pdf", font: "Times", size: 11, paper: "A4",
		header: "[Translation]", headerAlign: "L", footer: "- %d -",
		pages: []page{
			{
				ls("Judgment rendered on March 27, 2024", "Original received on the same date   Court Clerk", "2022 (Wa) No. 28814  Case of claim for damages", "Date of conclusion of oral argument: January 24, 2024"), gap(),
				cb("JUDGMENT"), gap(),
				ls("Plaintiff: Shirasagi Seiki Kabushiki Kaisha", "Counsel attorney for the Plaintiff: IZUMIDA Haruto", "Same as above: KOBAYAKAWA Mai", "",
					"Defendant: Tsukishima Components Co., Ltd.", "Counsel attorney for the Defendant: OTSUKA Kenji"), gap(),
				cb("Main text"),
				p("1. The Defendant shall pay to the Plaintiff 31,200,000 yen and the amount accrued thereon at the rate of 3% per annum from September 1, 2022 until the payment is completed."),
				p("2. The Plaintiff's other claims are dismissed."),
				p("3. The court costs shall be divided into five parts, one of which shall be borne by the Plaintiff and the rest by the Defendant."),
				p("4. This judgment may be provisionally executed only with respect to paragraph 1."),
				cb("Facts and reasons"),
				lb("No. 1  Claims"),
				p("The Defendant shall pay to the Plaintiff 38,400,000 yen and the amount accrued thereon at the rate of 3% per annum from September 1, 2022 until the payment is completed."),
			},
			{
				lb("No. 2  Outline of the case"),
				p("1. Undisputed facts: (1) On April 1, 2019, the Plaintiff and the Defendant concluded the Basic Agreement. (2) Between January 17, 2022 and March 30, 2022, the Defendant delivered to the Plaintiff heat-treated shafts, of which 2,880 units were later found not to meet the specified hardness. (3) The Plaintiff gave written notice of the nonconformity on April 12, 2022."),
				p("2. Issues: (1) whether the notice was given without delay under Article 526 of the Commercial Code, or whether Article 13 of the Basic Agreement excludes that provision; (2) the amount of damage."),
				lb("No. 3  Judgment of this court"),
				p("1. Article 13 of the Basic Agreement provides that the Defendant warrants conformity of the goods for six months from delivery and that the Plaintiff's acceptance inspection is by sampling. Read with that provision, the parties agreed to exclude the application of Article 526, paragraph 2 of the Commercial Code, and the notice given on April 12, 2022 was timely."),
				p("2. Of the costs claimed, the Plaintiff has proved 31,200,000 yen. The cost of the overtime incurred at its customer's plant on May 9, 2022 is not shown to have been caused by the nonconformity."),
				p("3. Accordingly, the judgment shall be rendered as in the main text."),
				gap(),
				l("Tokyo District Court, 40th Civil Division"), gap(),
				ls("Presiding Judge   NAKAHARA Sachiko", "Judge   FUJIMURA Ryo", "Judge   TAKEUCHI Emi"),
			},
		}}

	return spec{
		name: "shirasagi-seiki-v-tsukishima-tokyo-dc", title: "Shirasagi Seiki K.K. v. Tsukishima Components Co., Ltd. (Tokyo D. Ct., 2022 (Wa) No. 28814, translation)",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 12, PartyCorrect: 7, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 3fda783
		docs:       []doc{complaint, answer, judgment},
		parties: []truth.Party{
			{Name: "Shirasagi Seiki Kabushiki Kaisha", Role: "plaintiff"},
			{Name: "Tsukishima Components Co., Ltd.", Role: "defendant"},
			{Name: "Izumida Haruto", Role: "counsel"},
			{Name: "Kobayakawa Mai", Role: "counsel"},
			{Name: "Otsuka Kenji", Role: "counsel"},
			{Name: "Nakahara Sachiko", Role: "judge"},
			{Name: "Fujimura Ryo", Role: "judge"},
			{Name: "Takeuchi Emi", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2022-11-08", File: "Complaint (translation).pdf", Page: 1},
			{Date: "2022-09-01", File: "Complaint (translation).pdf", Page: 1},
			{Date: "2019-04-01", File: "Complaint (translation).pdf", Page: 1},
			{Date: "2022-01-17", File: "Complaint (translation).pdf", Page: 1},
			{Date: "2022-03-30", File: "Complaint (translation).pdf", Page: 1},
			{Date: "2022-04-12", File: "Complaint (translation).pdf", Page: 1},
			{Date: "2022-08-31", File: "Complaint (translation).pdf", Page: 1},
			{Date: "2023-01-11", File: "Written Answer (translation).pdf", Page: 1},
			{Date: "2022-04-12", File: "Written Answer (translation).pdf", Page: 1},
			{Date: "2022-08-31", File: "Written Answer (translation).pdf", Page: 1},
			{Date: "2023-01-18", File: "Written Answer (translation).pdf", Page: 1},
			{Date: "2024-03-27", File: "Judgment 2022 (Wa) No. 28814 (translation).pdf", Page: 1},
			{Date: "2024-01-24", File: "Judgment 2022 (Wa) No. 28814 (translation).pdf", Page: 1},
			{Date: "2022-09-01", File: "Judgment 2022 (Wa) No. 28814 (translation).pdf", Page: 1},
			{Date: "2019-04-01", File: "Judgment 2022 (Wa) No. 28814 (translation).pdf", Page: 2},
			{Date: "2022-01-17", File: "Judgment 2022 (Wa) No. 28814 (translation).pdf", Page: 2},
			{Date: "2022-03-30", File: "Judgment 2022 (Wa) No. 28814 (translation).pdf", Page: 2},
			{Date: "2022-04-12", File: "Judgment 2022 (Wa) No. 28814 (translation).pdf", Page: 2},
			{Date: "2022-05-09", File: "Judgment 2022 (Wa) No. 28814 (translation).pdf", Page: 2},
		},
	}
}

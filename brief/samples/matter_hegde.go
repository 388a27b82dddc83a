package samples

// HELD OUT (frozen): an Indian consumer complaint before a District
// Consumer Disputes Redressal Commission. "BETWEEN: ... ...COMPLAINANT / AND
// / 1. M/s. X, Represented by its Managing Director ... ...OPPOSITE
// PARTIES" with "S/o", "Aged about", "R/at" and PIN codes; a verification
// ("Verified at Bengaluru on this 20th day of June 2022"); an advocate's
// legal notice ("REGD. POST A.D.", "To,", "Sub:", "Under instructions from
// my client"); and the Commission's final order with a table of dates
// ("Date of filing : 20.06.2022"), a President and a Member who sign, and
// appearances "Complainant by Sri X, Advocate". Complainant and opposite
// parties are the plaintiff and defendants of the documented vocabulary.
func init() { specs = append(specs, hegde) }

func hegde() matterSpec {
	head := []block{
		cb("BEFORE THE BANGALORE URBAN DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, BENGALURU"), gap(),
		c("C.C. No. 412/2022"), gap(),
	}
	parties := []block{
		l("BETWEEN:"),
		ls("Sri. Ravi Kumar Hegde,", "S/o Late Sri. Narayan Hegde,", "Aged about 42 years,", "R/at No. 18, 3rd Cross, Jayanagar 4th Block,", "Bengaluru - 560011.", "                                                              ...COMPLAINANT"),
		l("AND"),
		ls("1. M/s. Skyline Motors Pvt. Ltd.,", "   Represented by its Managing Director,", "   No. 7, Hosur Road, Bengaluru - 560029.", "",
			"2. Zenwheel Automobiles India Ltd.,", "   Represented by its Authorised Signatory,", "   Plot 44, MIDC Chakan, Pune - 410501.", "                                                              ...OPPOSITE PARTIES"),
		gap(),
	}
	complaint := doc{name: "Consumer Complaint.pdf", font: "Times", size: 12, footer: "%d",
		pages: []page{
			append(append(append([]block{}, head...), parties...),
				cb("COMPLAINT UNDER SECTION 35 OF THE CONSUMER PROTECTION ACT, 2019"), gap(),
				p("1. The complainant purchased a Zenwheel Aura diesel car manufactured by OP No.2 from OP No.1 on 14.01.2022 for a sum of Rs. 14,85,000/- vide Invoice No. SM/2021-22/1187."),
			),
			{
				p("2. Within three weeks the car began to lose power and the engine warning lamp stayed lit. The car was in the workshop of OP No.1 for 61 days between 05.02.2022 and 30.04.2022, and the defect was never cured."),
				p("3. The complainant issued a legal notice dated 02.05.2022 through his advocate calling upon the opposite parties to replace the car or refund its price. OP No.1 sent an evasive reply and OP No.2 did not reply at all."),
				p("4. The opposite parties have sold a defective vehicle and rendered deficient service. The complainant prays that the opposite parties be directed to refund Rs. 14,85,000/- with interest at 12% p.a., and to pay Rs. 1,00,000/- as compensation and Rs. 25,000/- towards costs."),
				ls("Place: Bengaluru", "Date: 20.06.2022", "", "Advocate for Complainant                                      COMPLAINANT", "(K. S. Raghavendra)"),
				gap(),
				cb("VERIFICATION"),
				p("I, Ravi Kumar Hegde, the complainant above named, do hereby verify that the contents of paragraphs 1 to 4 above are true and correct to the best of my knowledge and belief. Verified at Bengaluru on this 20th day of June 2022."),
				r("COMPLAINANT"),
			},
		}}

	notice := doc{name: "Legal Notice 02.05.2022.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("K. S. RAGHAVENDRA"), c("B.A., LL.B., Advocate"), c("No. 211, 2nd Floor, Lakshmi Complex, K.G. Road, Bengaluru - 560009"), gap(),
			ls("REGD. POST A.D.                                                      Date: 02.05.2022", "",
				"To,", "1. The Managing Director,", "   M/s. Skyline Motors Pvt. Ltd.,", "   No. 7, Hosur Road, Bengaluru - 560029.", "",
				"2. The Authorised Signatory,", "   Zenwheel Automobiles India Ltd.,", "   Plot 44, MIDC Chakan, Pune - 410501."),
			gap(),
			l("Sub: Legal notice for refund of the price of a defective vehicle."), gap(),
			l("Sir,"),
			p("Under instructions from my client Sri. Ravi Kumar Hegde, S/o Late Sri. Narayan Hegde, R/at Jayanagar, Bengaluru, I hereby serve upon you the following legal notice:"),
			p("My client purchased a Zenwheel Aura car from you, the addressee No.1, on 14.01.2022. The vehicle has a manufacturing defect in its fuel system which you have failed to rectify in spite of repeated repairs."),
			p("I therefore call upon you to replace the vehicle or refund its price of Rs. 14,85,000/- within 15 days of receipt of this notice, failing which my client will initiate proceedings before the appropriate forum at your risk as to costs."),
			ls("", "                                                            Yours faithfully,", "", "                                                            (K. S. Raghavendra)", "                                                            Advocate"),
		}}}

	order := doc{name: "Final Order.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, head...),
				ls("Date of filing : 20.06.2022", "Date of Order  : 28.02.2023"), gap(),
				ls("PRESENT:  HON'BLE SRI. M. SHOBHA RAO, B.Sc., LL.B.       PRESIDENT", "          SMT. V. ANURADHA, M.A., LL.B.                 MEMBER"), gap(),
				ls("COMPLAINANT        :  Sri. Ravi Kumar Hegde", "                      (By Sri. K. S. Raghavendra, Advocate)", "",
					"OPPOSITE PARTIES   :  1. M/s. Skyline Motors Pvt. Ltd.", "                      (By Sri. Faizal Ahmed, Advocate)", "                      2. Zenwheel Automobiles India Ltd.", "                      (Exparte)"),
				gap(),
				cb("O R D E R"),
				c("BY SRI. M. SHOBHA RAO, PRESIDENT"),
				p("1. The complainant has filed this complaint alleging deficiency in service and sale of a defective vehicle. Notice was duly served on the opposite parties. OP No.1 appeared through counsel and filed its version; OP No.2 remained absent and was placed exparte."),
			),
			{
				p("2. On a perusal of the job cards it is clear that the vehicle purchased on 14.01.2022 repeatedly returned to the workshop with the same complaint. The defect is a manufacturing defect."),
				p("3. In the result, the complaint is allowed in part. OP No.1 and OP No.2 are jointly and severally directed to refund Rs. 14,85,000/- to the complainant with interest at 9% p.a. from 14.01.2022, and to pay Rs. 50,000/- as compensation and Rs. 10,000/- as costs, within 45 days from the date of this order, on the complainant returning the vehicle."),
				p("(Dictated to the Stenographer, typed by her, corrected and then pronounced in the open Commission on this the 28th day of February 2023.)"),
				ls("      (V. ANURADHA)                                  (M. SHOBHA RAO)", "         MEMBER                                         PRESIDENT"),
			},
		}}

	return matterSpec{
		name: "hegde-v-skyline", title: "Ravi Kumar Hegde v. Skyline Motors Pvt. Ltd. (Bengaluru Urban DCDRC)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 3, PartyCorrect: 2, EventTruth: 11, EventHits: 11, Grounded: 1},
		docs:       []doc{complaint, notice, order},
		parties: []Party{
			{"Ravi Kumar Hegde", "plaintiff"},
			{"Ravi Kumar Hegde", "declarant"},
			{"Skyline Motors Pvt. Ltd.", "defendant"},
			{"Zenwheel Automobiles India Ltd.", "defendant"},
			{"K. S. Raghavendra", "counsel"},
			{"K. S. Raghavendra", "sender"},
			{"Skyline Motors Pvt. Ltd.", "recipient"},
			{"Zenwheel Automobiles India Ltd.", "recipient"},
			{"Faizal Ahmed", "counsel"},
			{"M. Shobha Rao", "judge"},
			{"V. Anuradha", "judge"},
		},
		events: []Event{
			{"2022-01-14", "Consumer Complaint.pdf", 1},
			{"2022-02-05", "Consumer Complaint.pdf", 2},
			{"2022-04-30", "Consumer Complaint.pdf", 2},
			{"2022-05-02", "Consumer Complaint.pdf", 2},
			{"2022-06-20", "Consumer Complaint.pdf", 2},
			{"2022-05-02", "Legal Notice 02.05.2022.pdf", 1},
			{"2022-01-14", "Legal Notice 02.05.2022.pdf", 1},
			{"2022-06-20", "Final Order.pdf", 1},
			{"2023-02-28", "Final Order.pdf", 1},
			{"2022-01-14", "Final Order.pdf", 2},
			{"2023-02-28", "Final Order.pdf", 2},
		},
	}
}

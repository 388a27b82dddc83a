package sealed

import "pramaan/brief/truth"

// A challenge to an arbitral award in the Bombay High Court's Commercial
// Division: the petition's cause title ("...Petitioner / Versus /
// ...Respondent" with the parties' registered offices), an index table and a
// "SYNOPSIS AND LIST OF DATES AND EVENTS" table with dotted day-first dates,
// grounds, prayer and a verification "Solemnly affirmed at Mumbai"; the
// vakalatnama; the respondent's affidavit in reply ("Indian inhabitant",
// "Before me"); and the court's order with its appearances ("Senior Advocate
// with ... i/b ... for the Petitioner", "a/w"), "CORAM :", "DATE :", "P.C.:"
// and a stenographer's digital-signature stamp as its footer.
func init() { specs = append(specs, konkan) }

func konkan() spec {
	title := []block{
		cb("IN THE HIGH COURT OF JUDICATURE AT BOMBAY"), cb("ORDINARY ORIGINAL CIVIL JURISDICTION"), cb("IN ITS COMMERCIAL DIVISION"), gap(),
		cb("COMMERCIAL ARBITRATION PETITION NO. 412 OF 2024"), gap(),
	}
	cause := []block{
		p("Konkan Cold Chain Private Limited, a company incorporated under the Companies Act, 1956, having its registered office at Plot No. C-17, MIDC Taloja, Navi Mumbai 410 208"), r("...Petitioner"),
		c("Versus"),
		p("Deccan Agro Exports LLP, a limited liability partnership registered under the Limited Liability Partnership Act, 2008, having its office at 402, Sai Sadan, Baner Road, Pune 411 045"), r("...Respondent"),
	}
	ld := []float64{0.2, 0.8}

	petition := doc{name: "Commercial Arbitration Petition No. 412 of 2024.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(title, cause, []block{gap(),
				cb("INDEX"),
				row([]float64{0.1, 0.7, 0.2}, "Sr. No.", "Particulars", "Page Nos."),
				row([]float64{0.1, 0.7, 0.2}, "1.", "Synopsis and List of Dates and Events", "2"),
				row([]float64{0.1, 0.7, 0.2}, "2.", "Petition under Section 34 of the Arbitration and Conciliation Act, 1996", "3-4"),
				row([]float64{0.1, 0.7, 0.2}, "3.", "Exhibit A: Copy of the Award dated 28.11.2023", "5-61"),
				row([]float64{0.1, 0.7, 0.2}, "4.", "Vakalatnama", "62"),
			}),
			{
				cb("SYNOPSIS AND LIST OF DATES AND EVENTS"), gap(),
				row(ld, "Date", "Particulars"),
				row(ld, "12.04.2019", "The Petitioner and the Respondent executed a Cold Storage and Handling Agreement for 1,200 pallet positions at Taloja for five years."),
				row(ld, "23.03.2020", "Nationwide lockdown; the Respondent's export consignments of grapes were held in the Petitioner's facility beyond the agreed dwell time."),
				row(ld, "03.08.2021", "The Respondent invoked arbitration under Clause 19 of the Agreement claiming Rs. 4,86,20,000 for spoilage."),
				row(ld, "17.01.2022", "Shri Prakash V. Gadgil, former Judge of this Court, was appointed Sole Arbitrator by consent."),
				row(ld, "28.11.2023", "The Sole Arbitrator passed the impugned Award directing the Petitioner to pay Rs. 3,12,45,000 with interest at 12% per annum."),
				row(ld, "02.12.2023", "A signed copy of the Award was received by the Petitioner."),
				row(ld, "29.02.2024", "Hence this Petition."),
			},
			{
				cb("PETITION UNDER SECTION 34 OF THE ARBITRATION AND CONCILIATION ACT, 1996"), gap(),
				l("TO,"), l("THE HON'BLE CHIEF JUSTICE AND OTHER PUISNE JUDGES OF THE HIGH COURT OF JUDICATURE AT BOMBAY"), gap(),
				l("THE HUMBLE PETITION OF THE PETITIONER ABOVENAMED"), l("MOST RESPECTFULLY SHEWETH:"),
				p("1. The Petitioner impugns the Award dated 28th November 2023 passed by the Sole Arbitrator, a signed copy of which was received on 2nd December 2023. This Petition is within the period of three months under Section 34(3)."),
				p("2. The Award is patently illegal: it ignores Clause 11 of the Agreement, which caps the Petitioner's liability at the storage charges for the affected pallets, and it awards interest from 3rd August 2021 without any finding on the date of loss."),
				p("3. The Petitioner therefore prays that this Hon'ble Court be pleased to (a) set aside the Award dated 28th November 2023; (b) pending the hearing and final disposal of this Petition, stay the enforcement of the Award; and (c) grant costs."),
			},
			{
				cb("VERIFICATION"),
				p("I, Suhas Ramdas Patwardhan, aged 57 years, Indian inhabitant, Director of the Petitioner, having office at Plot No. C-17, MIDC Taloja, Navi Mumbai, do hereby solemnly declare that what is stated in paragraphs 1 and 2 is true to my own knowledge and what is stated in paragraph 3 is stated on legal advice, which I believe to be true."),
				ls("Solemnly affirmed at Mumbai", "this 26th day of February, 2024.", "", "                                        Suhas Ramdas Patwardhan", "                                        (Director, for the Petitioner)", "",
					"Advocates for the Petitioner", "M/s. Nadkarni & Lele", "(Adv. Aditi S. Nadkarni)", "Hamam House, 3rd Floor, Ambalal Doshi Marg, Fort, Mumbai 400 001"),
			},
		}}

	vakalat := doc{name: "Vakalatnama.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with([]block{cb("VAKALATNAMA")}, title, []block{
				c("Konkan Cold Chain Private Limited ...Petitioner"), c("Versus"), c("Deccan Agro Exports LLP ...Respondent"), gap(),
				p("I/We, Konkan Cold Chain Private Limited, through its Director Mr. Suhas Ramdas Patwardhan, the Petitioner abovenamed, do hereby appoint and retain M/s. Nadkarni & Lele, Advocates, and Mrs. Aditi S. Nadkarni, Advocate, to act, appear and plead for me/us in the above Petition and to conduct and prosecute all proceedings that may be taken in respect thereof."),
				p("IN WITNESS WHEREOF I/We have hereunto set my/our hand(s) to these presents at Mumbai this 26th day of February, 2024."),
				ls("", "For Konkan Cold Chain Private Limited", "", "Suhas Ramdas Patwardhan, Director", "", "Accepted:", "", "Aditi S. Nadkarni", "Advocate for the Petitioner", "Enrolment No. MAH/2106/2009"),
			}),
		}}

	reply := doc{name: "Affidavit in Reply on behalf of the Respondent.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(title, []block{c("Konkan Cold Chain Private Limited ...Petitioner"), c("Versus"), c("Deccan Agro Exports LLP ...Respondent"), gap(),
				cb("AFFIDAVIT IN REPLY ON BEHALF OF THE RESPONDENT"), gap(),
				p("I, Ganesh Vithal Bhosale, aged 52 years, Indian inhabitant, Designated Partner of the Respondent, having office at 402, Sai Sadan, Baner Road, Pune 411 045, do hereby solemnly affirm and state as under:"),
				p("1. I am the Designated Partner of the Respondent and am conversant with the facts of the case. I deny each allegation in the Petition save as admitted below."),
				p("2. Clause 11 of the Agreement does not apply where the loss is caused by the Petitioner's own failure to maintain the contracted temperature. The Sole Arbitrator so found on the Petitioner's temperature logs for the period 25.03.2020 to 14.04.2020."),
				p("3. Interest from 03.08.2021, the date of invocation, is a matter of the Arbitrator's discretion under Section 31(7)."),
			}),
			{
				ls("Solemnly affirmed at Pune", "this 7th day of June 2024.", "", "                                        Ganesh Vithal Bhosale", "                                        Deponent", "",
					"Before me,", "", "Notary, Pune", "", "Identified by me,", "Advocate for the Respondent"),
			},
		}}

	order := doc{name: "Order dated 15.04.2024.pdf", font: "Times", size: 11, paper: "A4",
		footer: "Digitally signed by PRIYA N. SAWANT  Date: 2024.04.16 18:22:41 +0530", footer2: "Page %d of %t",
		pages: []page{with([]block{r("CARBP-412-2024.odt"), gap()}, title, []block{
			row([]float64{0.7, 0.3}, "Konkan Cold Chain Private Limited", "...Petitioner"),
			c("Versus"),
			row([]float64{0.7, 0.3}, "Deccan Agro Exports LLP", "...Respondent"),
			rule(),
			p("Mr. Rustom Bharucha, Senior Advocate with Ms. Aditi S. Nadkarni i/b Nadkarni & Lele for the Petitioner."),
			p("Mr. Harshvardhan Kulkarni a/w Ms. Zoya Merchant i/b Kulkarni Legal for the Respondent."),
			rule(),
			ls("                                   CORAM : SHAILESH R. DHARMADHIKARI, J.", "                                   DATE  : 15th APRIL 2024"),
			gap(), l("P.C.:"),
			p("1. The Petition challenges the Award dated 28th November 2023 passed by the learned Sole Arbitrator."),
			p("2. Learned counsel for the Respondent seeks time to file an affidavit in reply. Reply to be filed on or before 10th June 2024. Rejoinder, if any, on or before 24th June 2024."),
			p("3. List the Petition for hearing and final disposal on 8th July 2024."),
			p("4. In the meantime, the Respondent shall not take any steps to execute the Award, subject to the Petitioner depositing Rs. 1,50,00,000 with the Prothonotary and Senior Master of this Court within four weeks from today."),
			ls("", "                                        (SHAILESH R. DHARMADHIKARI, J.)"),
		})}}

	return spec{
		name: "konkan-cold-chain-v-deccan-agro", title: "Konkan Cold Chain Pvt. Ltd. v. Deccan Agro Exports LLP (Bom HC, Comm. Arb. Pet. 412 of 2024)",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 4, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit 31ea078
		docs:       []doc{petition, vakalat, reply, order},
		parties: []truth.Party{
			{Name: "Konkan Cold Chain Private Limited", Role: "petitioner"},
			{Name: "Deccan Agro Exports LLP", Role: "respondent"},
			{Name: "Suhas Ramdas Patwardhan", Role: "declarant"},
			{Name: "Ganesh Vithal Bhosale", Role: "declarant"},
			{Name: "Aditi S. Nadkarni", Role: "counsel"},
			{Name: "Rustom Bharucha", Role: "counsel"},
			{Name: "Harshvardhan Kulkarni", Role: "counsel"},
			{Name: "Zoya Merchant", Role: "counsel"},
			{Name: "Shailesh R. Dharmadhikari", Role: "judge"},
			{Name: "Prakash V. Gadgil", Role: "judge"}, // the sole arbitrator
		},
		events: []truth.Event{
			{Date: "2023-11-28", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 1},
			{Date: "2019-04-12", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 2},
			{Date: "2020-03-23", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 2},
			{Date: "2021-08-03", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 2},
			{Date: "2022-01-17", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 2},
			{Date: "2023-11-28", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 2},
			{Date: "2023-12-02", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 2},
			{Date: "2024-02-29", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 2},
			{Date: "2023-11-28", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 3},
			{Date: "2023-12-02", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 3},
			{Date: "2021-08-03", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 3},
			{Date: "2024-02-26", File: "Commercial Arbitration Petition No. 412 of 2024.pdf", Page: 4},
			{Date: "2024-02-26", File: "Vakalatnama.pdf", Page: 1},
			{Date: "2020-03-25", File: "Affidavit in Reply on behalf of the Respondent.pdf", Page: 1},
			{Date: "2020-04-14", File: "Affidavit in Reply on behalf of the Respondent.pdf", Page: 1},
			{Date: "2021-08-03", File: "Affidavit in Reply on behalf of the Respondent.pdf", Page: 1},
			{Date: "2024-06-07", File: "Affidavit in Reply on behalf of the Respondent.pdf", Page: 2},
			{Date: "2024-04-15", File: "Order dated 15.04.2024.pdf", Page: 1},
			{Date: "2023-11-28", File: "Order dated 15.04.2024.pdf", Page: 1},
			{Date: "2024-06-10", File: "Order dated 15.04.2024.pdf", Page: 1},
			{Date: "2024-06-24", File: "Order dated 15.04.2024.pdf", Page: 1},
			{Date: "2024-07-08", File: "Order dated 15.04.2024.pdf", Page: 1},
		},
	}
}

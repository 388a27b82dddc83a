package sealed

import "pramaan/brief/truth"

// An Allahabad High Court writ petition under Article 226 against the
// cancellation of a fair price shop agreement, A4: the petition as filed
// ("CIVIL MISC. WRIT PETITION NO. ...... OF 2024", "District: Gorakhpur",
// the petitioner with age, "S/o Late" and "R/o", the State "through" its
// Principal Secretary and three district offices as respondents, "To, The
// Hon'ble the Chief Justice and His other companion Judges", "MOST
// RESPECTFULLY SHEWETH:-", paragraphs opening "That", dotted dates, the
// prayer for certiorari and mandamus, the advocate's enrolment and chamber
// numbers), the petitioner's supporting affidavit ("the deponent above
// named", "So help me God", "I identify the deponent who has signed before
// me"), the counter affidavit of a supply inspector on behalf of two
// respondents with the oath commissioner's endorsement, and two orders on
// the court's form ("Case :- WRIT - C No. - ... of 2024", "Petitioner :-",
// "Respondent :- State Of U.P. And 3 Others", "Counsel for Petitioner :-",
// "Counsel for Respondent :- C.S.C.", "Hon'ble ...,J.", "Order Date :-"
// with an unpadded dotted date, the neutral citation and "Court No.").
func init() { specs = append(specs, nishadGorakhpur) }

func nishadGorakhpur() spec {
	petition := doc{name: "Writ Petition with Affidavit.pdf", font: "Times", size: 11.5, paper: "A4", footer: "%d",
		pages: []page{
			{
				cb("IN THE HON'BLE HIGH COURT OF JUDICATURE AT ALLAHABAD"), gap(),
				c("(Under Article 226 of the Constitution of India)"), gap(),
				cb("CIVIL MISC. WRIT PETITION NO. ............ OF 2024"), gap(),
				r("District: Gorakhpur"), gap(),
				p("Ram Prakash Nishad, aged about 46 years, S/o Late Shiv Nath Nishad, R/o Village and Post Bhatahat, Tehsil Sadar, District Gorakhpur."),
				r("..........Petitioner"),
				c("Versus"),
				p("1. State of U.P. through Principal Secretary, Food and Civil Supplies Department, Govt. of U.P., Lucknow."),
				p("2. District Magistrate, Gorakhpur."),
				p("3. Sub Divisional Officer, Sadar, Gorakhpur."),
				p("4. District Supply Officer, Gorakhpur."),
				r("..........Respondents"), gap(),
				l("To,"),
				l("The Hon'ble the Chief Justice and His other companion Judges of the aforesaid Court."), gap(),
				p("The humble petition of the above named petitioner MOST RESPECTFULLY SHEWETH:-"),
				p("1. That the petitioner is aggrieved by the order dated 18.05.2024 passed by the respondent no. 3 whereby the fair price shop agreement of the petitioner for Gram Sabha Bhatahat has been cancelled without affording any opportunity of hearing. A true copy of the order dated 18.05.2024 is being filed as Annexure No. 1 to this writ petition."),
				p("2. That the petitioner was granted the fair price shop agreement on 22.07.2011 and has run the shop since then without any complaint."),
				p("3. That on the basis of an inspection said to have been made on 09.03.2024, the agreement of the petitioner was suspended by order dated 11.03.2024. The petitioner submitted a detailed reply on 26.03.2024, denying every allegation, but no inquiry was held and no witness was examined in his presence."),
			},
			{
				p("4. That the impugned order does not consider the reply of the petitioner at all and is in breach of the Government Order dated 05.08.2019 which requires a copy of the inspection report and the statements of card holders to be given to the dealer before cancellation."),
				p("5. That the petitioner has no other equally efficacious and alternative remedy except to approach this Hon'ble Court under Article 226 of the Constitution of India."),
				cb("PRAYER"),
				p("It is, therefore, most respectfully prayed that this Hon'ble Court may graciously be pleased to:-"),
				p("(i) issue a writ, order or direction in the nature of certiorari quashing the order dated 18.05.2024 passed by the respondent no. 3 (Annexure No. 1);"),
				p("(ii) issue a writ, order or direction in the nature of mandamus commanding the respondents to restore the fair price shop agreement of the petitioner;"),
				p("(iii) award costs of the petition to the petitioner."),
				gap(),
				row([]float64{0.5, 0.5}, "Dated: 31.05.2024", "(Vinod Kumar Tripathi)\nAdvocate\nCounsel for the Petitioner\nEnrolment No. UP/4417/2006\nChamber No. 212"),
				gap(),
				cb("AFFIDAVIT"),
				p("I, Ram Prakash Nishad, aged about 46 years, S/o Late Shiv Nath Nishad, R/o Village and Post Bhatahat, Tehsil Sadar, District Gorakhpur, the deponent, do hereby solemnly affirm and state on oath as under:-"),
				p("1. That the deponent is the petitioner in the above noted writ petition and as such is fully conversant with the facts deposed to below."),
				p("2. That the contents of paragraphs 1 to 5 of the accompanying writ petition are true to the personal knowledge of the deponent."),
			},
			{
				r("DEPONENT"), gap(),
				cb("VERIFICATION"),
				p("I, the deponent above named, do hereby verify that the contents of paragraphs 1 and 2 of this affidavit are true to my own knowledge; no part of it is false and nothing material has been concealed. So help me God."),
				p("Signed and verified this the 31st day of May 2024 in the Court compound at Allahabad."),
				r("DEPONENT"), gap(),
				p("I identify the deponent who has signed before me."),
				r("Advocate"), gap(),
				p("Solemnly affirmed before me on 31.05.2024 at 11.20 A.M. by the deponent who is identified by Sri Vinod Kumar Tripathi, Advocate, High Court, Allahabad. I have satisfied myself by examining the deponent that he understands the contents of this affidavit which have been read over and explained to him."),
				r("OATH COMMISSIONER"),
			},
		}}

	counter := doc{name: "Counter Affidavit on behalf of Respondent Nos. 3 and 4.pdf", font: "Times", size: 11.5, paper: "A4", footer: "%d",
		pages: []page{
			{
				cb("IN THE HON'BLE HIGH COURT OF JUDICATURE AT ALLAHABAD"), gap(),
				cb("COUNTER AFFIDAVIT ON BEHALF OF RESPONDENT NOS. 3 AND 4"), gap(),
				c("In"), cb("WRIT - C No. 18754 of 2024"), gap(),
				r("District: Gorakhpur"), gap(),
				row([]float64{0.65, 0.35}, "Ram Prakash Nishad", "..........Petitioner"),
				c("Versus"),
				row([]float64{0.65, 0.35}, "State of U.P. and others", "..........Respondents"), gap(),
				p("Affidavit of Anil Kumar Srivastava, aged about 52 years, S/o Sri Radhey Shyam Srivastava, posted as Supply Inspector, Tehsil Sadar, District Gorakhpur."),
				r("(Deponent)"),
				p("I, the deponent above named, do hereby solemnly affirm and state on oath as under:-"),
				p("1. That the deponent is posted as Supply Inspector, Tehsil Sadar, District Gorakhpur and has been authorised by the respondent nos. 3 and 4 to file this counter affidavit. He has read the writ petition and understood its contents."),
				p("2. That the contents of paragraphs 1 and 2 of the writ petition need no comments."),
				p("3. That in reply to paragraph 3 of the writ petition it is stated that complaints of short distribution were received from card holders of Gram Sabha Bhatahat on 07.03.2024. The shop was inspected on 09.03.2024 by the deponent in the presence of the Gram Pradhan, and a shortage of 14.60 quintals of wheat and 6.25 quintals of rice was found in the stock."),
				p("4. That the reply of the petitioner dated 26.03.2024 was considered by the respondent no. 3 and was found unsatisfactory. The statements of eleven card holders were recorded on 02.04.2024."),
			},
			{
				p("5. That the order dated 18.05.2024 is a reasoned order passed after considering the material on record, and the writ petition is liable to be dismissed as the petitioner has an alternative remedy of appeal before the Divisional Commissioner under the U.P. Essential Commodities (Regulation of Sale and Distribution Control) Order, 2016."),
				gap(),
				r("DEPONENT"), gap(),
				cb("VERIFICATION"),
				p("I, the deponent above named, do hereby verify that the contents of paragraph 1 of this affidavit are true to my personal knowledge; those of paragraphs 2 to 5 are based on the perusal of records, which I believe to be true. No part of it is false and nothing material has been concealed. So help me God."),
				p("Signed and verified this the 16th day of August 2024 in the Court compound at Allahabad."),
				r("DEPONENT"), gap(),
				p("I identify the deponent who has signed before me."),
				r("(Shailendra Pratap Singh)\nStanding Counsel"), gap(),
				p("Solemnly affirmed before me on 16.08.2024 at 10.15 A.M. by the deponent who is identified by Sri Shailendra Pratap Singh, Standing Counsel, High Court, Allahabad."),
				r("OATH COMMISSIONER"),
			},
		}}

	head := func(date string) []block {
		return []block{
			l("HIGH COURT OF JUDICATURE AT ALLAHABAD"), gap(),
			l("Neutral Citation No. - 2024:AHC:" + date),
			l("Court No. - 34"), gap(),
			l("Case :- WRIT - C No. - 18754 of 2024"), gap(),
			l("Petitioner :- Ram Prakash Nishad"),
			l("Respondent :- State Of U.P. And 3 Others"),
			l("Counsel for Petitioner :- Vinod Kumar Tripathi,Ankit Tripathi"),
			l("Counsel for Respondent :- C.S.C.,Shailendra Pratap Singh"), gap(),
			l("Hon'ble Alok Narayan Dwivedi,J."), gap(),
		}
	}
	order1 := doc{name: "Order dated 03.06.2024.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(head("98417"), []block{
				p("1. Learned Standing Counsel has accepted notice on behalf of the State-respondents."),
				p("2. Learned Standing Counsel prays for and is granted four weeks' time to file counter affidavit. Petitioner shall have two weeks thereafter to file rejoinder affidavit."),
				p("3. List this case on 19.08.2024 before the appropriate Bench."),
				p("4. Till the next date of listing, no fresh agreement of fair price shop of Gram Sabha Bhatahat shall be executed in favour of any other person."),
				gap(),
				l("Order Date :- 3.6.2024"),
				l("Vikas"),
			}),
		}}
	order2 := doc{name: "Order dated 09.10.2024.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(head("171206"), []block{
				p("1. Heard Sri Vinod Kumar Tripathi, learned counsel for the petitioner and Sri Shailendra Pratap Singh, learned Standing Counsel for the State-respondents. Counter affidavit has been filed on 16.08.2024; learned counsel for the petitioner states that he does not propose to file any rejoinder affidavit."),
				p("2. The petitioner challenges the order dated 18.05.2024 cancelling his fair price shop agreement. The counter affidavit itself shows that the statements of card holders were recorded on 02.04.2024, after the reply of the petitioner, and that no copy of them was supplied to him nor was he permitted to cross-examine any card holder."),
				p("3. Cancellation of a fair price shop agreement visits the dealer with civil consequences. It cannot be founded on material behind his back. The existence of an alternative remedy is no bar where the order is passed in breach of the principles of natural justice."),
				p("4. The writ petition is allowed. The order dated 18.05.2024 is quashed. The matter is remitted to the respondent no. 3 to pass a fresh order in accordance with law after supplying the material to the petitioner and affording him an opportunity of hearing, within a period of two months from the date of production of a certified copy of this order."),
				gap(),
				l("Order Date :- 9.10.2024"),
				l("Vikas"),
			}),
		}}

	return spec{
		name:       "nishad-v-state-of-up-allahabad-hc",
		title:      "Ram Prakash Nishad v. State of U.P. and 3 Others (Allahabad High Court, WRIT - C No. 18754 of 2024), cancellation of a fair price shop agreement",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 16, PartyCorrect: 6, EventTruth: 14, EventHits: 14, Grounded: 1}, // at commit 9c6c352
		docs:       []doc{petition, counter, order1, order2},
		parties: []truth.Party{
			{Name: "Ram Prakash Nishad", Role: "petitioner"},
			{Name: "Ram Prakash Nishad", Role: "declarant"},
			{Name: "State of U.P.", Role: "respondent"},
			{Name: "District Magistrate, Gorakhpur", Role: "respondent"},
			{Name: "Sub Divisional Officer, Sadar, Gorakhpur", Role: "respondent"},
			{Name: "District Supply Officer, Gorakhpur", Role: "respondent"},
			{Name: "Anil Kumar Srivastava", Role: "declarant"},
			{Name: "Vinod Kumar Tripathi", Role: "counsel"},
			{Name: "Ankit Tripathi", Role: "counsel"},
			{Name: "Shailendra Pratap Singh", Role: "counsel"},
			{Name: "Alok Narayan Dwivedi", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-05-18", File: "Writ Petition with Affidavit.pdf", Page: 1},
			{Date: "2011-07-22", File: "Writ Petition with Affidavit.pdf", Page: 1},
			{Date: "2024-03-09", File: "Writ Petition with Affidavit.pdf", Page: 1},
			{Date: "2024-03-11", File: "Writ Petition with Affidavit.pdf", Page: 1},
			{Date: "2024-03-26", File: "Writ Petition with Affidavit.pdf", Page: 1},
			{Date: "2019-08-05", File: "Writ Petition with Affidavit.pdf", Page: 2},
			{Date: "2024-05-31", File: "Writ Petition with Affidavit.pdf", Page: 2},
			{Date: "2024-05-31", File: "Writ Petition with Affidavit.pdf", Page: 3},
			{Date: "2024-03-07", File: "Counter Affidavit on behalf of Respondent Nos. 3 and 4.pdf", Page: 1},
			{Date: "2024-04-02", File: "Counter Affidavit on behalf of Respondent Nos. 3 and 4.pdf", Page: 1},
			{Date: "2024-08-16", File: "Counter Affidavit on behalf of Respondent Nos. 3 and 4.pdf", Page: 2},
			{Date: "2024-08-19", File: "Order dated 03.06.2024.pdf", Page: 1},
			{Date: "2024-06-03", File: "Order dated 03.06.2024.pdf", Page: 1},
			{Date: "2024-10-09", File: "Order dated 09.10.2024.pdf", Page: 1},
		},
	}
}

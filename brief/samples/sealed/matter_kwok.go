package sealed

import "pramaan/brief/truth"

// A loan and guarantee claim in the Court of First Instance of the High
// Court of Hong Kong: the writ of summons on the prescribed form ("HCA
// 1187/2024" at the top right, "BETWEEN ... Plaintiff and ... 1st Defendant
// ... 2nd Defendant", "Issued from the Registry ... this 15th day of March
// 2024", the general indorsement of claim, the firm's "(Ref: ...)" line);
// the 2nd defendant's acknowledgment of service with its numbered
// questions answered "Yes"; the plaintiff's affirmation with the corner
// note ("Filed on behalf of the Plaintiff / Deponent: / No. of
// Affirmation: / Exhibits:") affirmed before a solicitor; and a Master's
// order in chambers reciting counsel and the solicitors heard.
func init() { specs = append(specs, kwok) }

func kwok() spec {
	parties := []block{
		cb("BETWEEN"), gap(),
		row([]float64{0.7, 0.3}, "KWOK TAK-MING", "Plaintiff"), gap(), c("and"), gap(),
		row([]float64{0.7, 0.3}, "PRIMELINK LOGISTICS (HK) LIMITED", "1st Defendant"),
		row([]float64{0.7, 0.3}, "CHEUNG WAI-KUEN", "2nd Defendant"), rule(),
	}
	court := []block{r("HCA 1187/2024"), gap(),
		cb("IN THE HIGH COURT OF THE"), cb("HONG KONG SPECIAL ADMINISTRATIVE REGION"), cb("COURT OF FIRST INSTANCE"), c("ACTION NO. 1187 OF 2024"), gap()}

	writ := doc{name: "Writ of Summons HCA 1187-2024.pdf", font: "Times", size: 11, paper: "A4", footer: "Form No. 1 (O. 6, r. 1)", footerAlign: "L",
		pages: []page{
			with(court, parties, []block{
				cb("WRIT OF SUMMONS"), gap(),
				p("To the Defendants: (1) PRIMELINK LOGISTICS (HK) LIMITED of Unit 1203, 12/F, Kwun Tong Harbour Plaza, 182 Wai Yip Street, Kwun Tong, Kowloon; and (2) CHEUNG WAI-KUEN (holder of Hong Kong Identity Card No. K318xxx(x)) of Flat B, 21/F, Block 3, Ocean Shores, Tseung Kwan O, New Territories."),
				p("THIS WRIT OF SUMMONS has been issued against you by the above-named Plaintiff in respect of the claim set out on the back."),
				p("Within 14 days after the service of this Writ on you, counting the day of service, you must either satisfy the claim or return to the Registry of the High Court the accompanying ACKNOWLEDGMENT OF SERVICE stating therein whether you intend to contest these proceedings."),
				p("If you fail to satisfy the claim or to return the Acknowledgment within the time stated, or if you return the Acknowledgment without stating therein an intention to contest the proceedings, the Plaintiff may proceed with the action and judgment may be entered against you forthwith without further notice."),
				ls("Issued from the Registry of the High Court this 15th day of March 2024.", "", "                                        Registrar"),
				small(p("Note: This Writ may not be served later than 12 calendar months beginning with the above date unless renewed by order of the Court."), 8.5),
			}),
			{
				cb("INDORSEMENT OF CLAIM"), gap(),
				p("1. The Plaintiff's claim against the 1st Defendant is for the sum of HK$4,800,000 being the principal due under a written loan agreement dated 2 June 2022 (the \"Loan Agreement\") by which the Plaintiff lent that sum to the 1st Defendant, repayable in full on 1 December 2023, together with contractual interest at 9% per annum from 2 June 2022."),
				p("2. The Plaintiff's claim against the 2nd Defendant is under a deed of guarantee dated 2 June 2022 by which the 2nd Defendant, a director of the 1st Defendant, guaranteed the due repayment of all sums owing under the Loan Agreement."),
				p("3. Despite a written demand made by the Plaintiff's solicitors on 8 January 2024, neither Defendant has paid any part of the sum due."),
				p("AND the Plaintiff claims: (1) HK$4,800,000; (2) interest as aforesaid, or alternatively under section 48 of the High Court Ordinance (Cap. 4); (3) costs; and (4) further or other relief."),
				gap(),
				p("This Writ was issued by Messrs. Lo, Fung & Tsui of Rooms 2201-03, 22/F, Prosperity Tower, 39 Queen's Road Central, Hong Kong, Solicitors for the said Plaintiff, whose address for service is the same. (Ref: VL/LIT/24/0311) (Attn: Ms Vivian Lo)"),
				p("This Writ was served by me at Flat B, 21/F, Block 3, Ocean Shores, Tseung Kwan O on the 2nd Defendant personally on 22 March 2024, and on the 1st Defendant by leaving it at its registered office on 22 March 2024."),
				ls("Indorsed the 25th day of March 2024.", "(Signed) Lam Chi-keung, process server, Lo, Fung & Tsui"),
			},
		}}

	aos := doc{name: "Acknowledgment of Service 2nd Defendant.pdf", font: "Times", size: 11, paper: "A4", footer: "Form No. 14 (O. 12, r. 3)", footerAlign: "L",
		pages: []page{
			with(court, parties, []block{
				cb("ACKNOWLEDGMENT OF SERVICE OF WRIT OF SUMMONS"), gap(),
				row([]float64{0.7, 0.3}, "1. State the full name of the Defendant by whom or on whose behalf the service of the Writ is being acknowledged.", "CHEUNG WAI-KUEN"),
				gap(),
				row([]float64{0.7, 0.3}, "2. State whether the Defendant intends to contest the proceedings (answer Yes or No).", "Yes"),
				gap(),
				row([]float64{0.7, 0.3}, "3. If the claim against the Defendant is for a debt or liquidated demand, and he does not intend to contest the proceedings, state if the Defendant intends to apply for a stay of execution against any judgment entered by the Plaintiff (answer Yes or No).", "No"),
				gap(),
				p("Service of the Writ was acknowledged on behalf of the 2nd Defendant on 4 April 2024. The Writ was served on him on 22 March 2024."),
				ls("Dated the 4th day of April 2024.", "", "(Signed) Hui & Partners", "Solicitors for the 2nd Defendant", "16/F, Wing On House, 71 Des Voeux Road Central, Hong Kong", "(Ref: GH/C/2404/17) (Attn: Ms Grace Hui)"),
			}),
		}}

	note := stamp("Filed on behalf of the Plaintiff", "Deponent: Kwok Tak-ming", "No. of Affirmation: 1st", "Exhibits: \"KTM-1\" to \"KTM-4\"", "Date of Affirmation: 10 May 2024", "Date of filing: 13 May 2024")
	affirmation := doc{name: "1st Affirmation of Kwok Tak-ming.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with([]block{note, gap(), gap(), gap()}, court, parties, []block{
				cb("1st AFFIRMATION OF KWOK TAK-MING"), gap(),
				p("I, KWOK TAK-MING, of Flat 8A, Tower 2, The Pinnacle, 8 Tai Hang Road, Hong Kong, merchant, do solemnly, sincerely and truly affirm and say as follows:"),
				p("1. I am the Plaintiff. I make this affirmation in support of my summons for summary judgment under Order 14 of the Rules of the High Court. The facts deposed to are within my own knowledge save where otherwise stated."),
				p("2. On 2 June 2022 I lent HK$4,800,000 to the 1st Defendant, and the 2nd Defendant executed the deed of guarantee on the same day. True copies of the Loan Agreement and the guarantee are at pages 1 to 14 of exhibit \"KTM-1\"."),
			}),
			{
				p("3. On 30 November 2023, the day before repayment fell due, the 2nd Defendant sent me a message asking for three more months. I did not agree. The demand letter of 8 January 2024 is exhibited as \"KTM-3\"."),
				p("4. The 2nd Defendant's Acknowledgment of Service of 4 April 2024 indicates an intention to defend, but no defence has been served, and I verily believe that neither Defendant has any defence to the claim."),
				ls("", "AFFIRMED at Rooms 2201-03, 22/F, Prosperity Tower,", "39 Queen's Road Central, Hong Kong", "this 10th day of May 2024.", "", "                                        (Signed) Kwok Tak-ming", "",
					"Before me,", "(Signed) Wong Ka-yan", "Solicitor, Hong Kong SAR", "Lo, Fung & Tsui"),
			},
		}}

	order := doc{name: "Order of Deputy High Court Master 16.08.2024.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(court, parties, []block{
				cb("BEFORE DEPUTY HIGH COURT MASTER JEREMY YEUNG IN CHAMBERS"), c("(Open to Public)"), gap(),
				cb("ORDER"), gap(),
				p("UPON the application of the Plaintiff by summons dated 13 May 2024 AND UPON reading the 1st Affirmation of Kwok Tak-ming filed on 13 May 2024 and the 1st Affirmation of Cheung Wai-kuen filed on 21 June 2024 AND UPON hearing Counsel for the Plaintiff (Mr Desmond Au) and the Solicitors for the 2nd Defendant (Ms Grace Hui), and no one appearing for the 1st Defendant although duly served,"),
				p("IT IS ORDERED that:"),
				p("1. Judgment be entered for the Plaintiff against the 1st Defendant and the 2nd Defendant jointly and severally in the sum of HK$4,800,000, together with interest at 9% per annum from 2 June 2022 to the date of judgment and thereafter at judgment rate until payment."),
				p("2. The costs of the action and of this summons be paid by the Defendants to the Plaintiff, to be taxed if not agreed, with certificate for counsel."),
				ls("Dated the 16th day of August 2024.", "", "                                        Registrar"),
			}),
		}}

	return spec{
		name: "kwok-tak-ming-v-primelink-hca", title: "Kwok Tak-ming v Primelink Logistics (HK) Ltd and Cheung Wai-kuen (HCA 1187/2024)",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 5, PartyCorrect: 2, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 76503e0
		docs:       []doc{writ, aos, affirmation, order},
		parties: []truth.Party{
			{Name: "Kwok Tak-ming", Role: "plaintiff"},
			{Name: "Kwok Tak-ming", Role: "declarant"},
			{Name: "Primelink Logistics (HK) Limited", Role: "defendant"},
			{Name: "Cheung Wai-kuen", Role: "defendant"},
			{Name: "Vivian Lo", Role: "counsel"},
			{Name: "Grace Hui", Role: "counsel"},
			{Name: "Desmond Au", Role: "counsel"},
			{Name: "Lam Chi-keung", Role: "declarant"}, // the indorsement of service
			{Name: "Jeremy Yeung", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-15", File: "Writ of Summons HCA 1187-2024.pdf", Page: 1},
			{Date: "2022-06-02", File: "Writ of Summons HCA 1187-2024.pdf", Page: 2},
			{Date: "2023-12-01", File: "Writ of Summons HCA 1187-2024.pdf", Page: 2},
			{Date: "2024-01-08", File: "Writ of Summons HCA 1187-2024.pdf", Page: 2},
			{Date: "2024-03-22", File: "Writ of Summons HCA 1187-2024.pdf", Page: 2},
			{Date: "2024-03-25", File: "Writ of Summons HCA 1187-2024.pdf", Page: 2},
			{Date: "2024-04-04", File: "Acknowledgment of Service 2nd Defendant.pdf", Page: 1},
			{Date: "2024-03-22", File: "Acknowledgment of Service 2nd Defendant.pdf", Page: 1},
			{Date: "2024-05-10", File: "1st Affirmation of Kwok Tak-ming.pdf", Page: 1},
			{Date: "2024-05-13", File: "1st Affirmation of Kwok Tak-ming.pdf", Page: 1},
			{Date: "2022-06-02", File: "1st Affirmation of Kwok Tak-ming.pdf", Page: 1},
			{Date: "2023-11-30", File: "1st Affirmation of Kwok Tak-ming.pdf", Page: 2},
			{Date: "2024-01-08", File: "1st Affirmation of Kwok Tak-ming.pdf", Page: 2},
			{Date: "2024-04-04", File: "1st Affirmation of Kwok Tak-ming.pdf", Page: 2},
			{Date: "2024-05-10", File: "1st Affirmation of Kwok Tak-ming.pdf", Page: 2},
			{Date: "2024-08-16", File: "Order of Deputy High Court Master 16.08.2024.pdf", Page: 1},
			{Date: "2024-05-13", File: "Order of Deputy High Court Master 16.08.2024.pdf", Page: 1},
			{Date: "2024-06-21", File: "Order of Deputy High Court Master 16.08.2024.pdf", Page: 1},
		},
	}
}

package samples

// DEV SET (held out at first sight): an operational creditor's application
// to the National Company Law Tribunal, Mumbai Bench, under Section 9 of
// the Insolvency and Bankruptcy Code, 2016. The demand notice on Form 3
// ("FORM 3 / (See clause (a) of sub-rule (1) of rule 5)", "From:" the
// creditor with its registered office, "To," the corporate debtor's board
// with its CIN, "Subject: Demand notice ...", an invoice table with dotted
// dates, "PARTICULARS OF OPERATIONAL DEBT" numbered 1 to 9, signed over
// "Signature of person authorised to act on behalf of the operational
// creditor / Name in block letters / Position with or in relation to the
// operational creditor"); the corporate debtor's advocate's reply
// ("WITHOUT PREJUDICE", "By R.P.A.D. and e-mail", "Kind Attn:" the
// creditor's director, "Under instructions from and on behalf of my
// client"); the application on Form 5 (cover with "C.P. (IB) No. ____ /
// MB / 2024", "...APPLICANT / OPERATIONAL CREDITOR", "...RESPONDENT /
// CORPORATE DEBTOR", then "FORM 5 / (See sub-rule (1) of rule 6)" with
// Parts I to V as two-column label and value rows: the CINs, registered
// offices, the proposed interim resolution professional's name, address,
// e-mail and IBBI registration number, the debt and the date of default),
// with the director's affidavit under Section 9(3)(b) signed "DEPONENT";
// and the Bench's order admitting it ("CORAM: Shri X, Hon'ble Member
// (Judicial)", "Shri Y, Hon'ble Member (Technical)", "Appearances (via
// videoconferencing):", "For the Applicant : Mr. X, Adv. a/w Ms. Y,
// Adv.", "For the Respondent : Ms. Z, Adv.", "Per: Y, Member (Technical)",
// the two members signing "Sd/-" side by side). Conventions: the
// operational creditor who applies is the petitioner and the corporate
// debtor the respondent; the creditor named in Form 3's "From:" and its
// director who signs are the notice's senders, the corporate debtor it is
// addressed to its recipient; the advocate who writes the reply is its
// sender and counsel, and the creditor and the director it is addressed to
// "Kind Attn:" its recipients; the director who verifies the Section 9(3)(b)
// affidavit is its declarant; the interim resolution professional proposed
// in Part III and appointed by the order is a third party; the Tribunal a
// form is addressed to, the parties of a case cited and the registry's
// officers are no parties; the certified copy's dates of application and
// issue are events.
func init() { specs = append(specs, kaveri) }

func kaveri() matterSpec {
	const (
		f3    = "Form 3 Demand Notice 12.02.2024.pdf"
		reply = "Reply to Demand Notice 22.02.2024.pdf"
		f5    = "Form 5 Section 9 Application.pdf"
		order = "Order CP(IB) 1187-MB-2024 14.08.2024.pdf"
	)
	demand := doc{name: f3, font: "Times", size: 11,
		pages: []page{
			{
				cb("FORM 3"), c("(See clause (a) of sub-rule (1) of rule 5)"), gap(),
				cb("FORM OF DEMAND NOTICE/ INVOICE DEMANDING PAYMENT UNDER THE INSOLVENCY AND BANKRUPTCY CODE, 2016"),
				c("(Under rule 5 of the Insolvency and Bankruptcy (Application to Adjudicating Authority) Rules, 2016)"), gap(),
				r("Date: 12th February, 2024"), gap(),
				ls("To,", "The Board of Directors,", "SURYANSH PACKAGING PRIVATE LIMITED",
					"(CIN: U21012MH2014PTC256331)", "Registered Office: Gala No. 14, Sai Industrial Estate,",
					"Vasai (East), Palghar, Maharashtra - 401208."), gap(),
				ls("From,", "KAVERI POLYMERS PRIVATE LIMITED", "(CIN: U25209MH2011PTC219874)",
					"Registered Office: Plot No. A-77, MIDC Taloja, Navi Mumbai - 410208."), gap(),
				p("Subject: Demand notice/invoice demanding payment in respect of unpaid operational debt due from Suryansh Packaging Private Limited under the Insolvency and Bankruptcy Code, 2016."),
				l("Madam/Sir,"),
				p("1. This letter is a demand notice/invoice demanding payment of an unpaid operational debt due from Suryansh Packaging Private Limited (corporate debtor)."),
				p("2. Please find particulars of the unpaid operational debt below:"),
				ls("Sr.  Invoice No.        Invoice Date    Due Date       Amount (Rs.)",
					"1.   KP/23-24/118       04.08.2023      03.09.2023     48,14,600.00",
					"2.   KP/23-24/119       21.08.2023      20.09.2023     39,87,250.00",
					"3.   KP/23-24/131       09.09.2023      09.10.2023     36,46,150.00",
					"     Less: part payment received on 27.11.2023        (5,00,000.00)",
					"     Principal outstanding                            1,19,48,000.00"),
			},
			{
				cb("PARTICULARS OF OPERATIONAL DEBT"),
				ls("1. TOTAL AMOUNT OF DEBT, DETAILS OF    Rs. 1,19,48,000/- for supply of BOPP",
					"   TRANSACTIONS ON ACCOUNT OF WHICH    film under the three invoices above,",
					"   DEBT FELL DUE, AND THE DATE FROM    with interest at 18% p.a. as stated in",
					"   WHICH SUCH DEBT FELL DUE            the invoices from 03.09.2023.",
					"2. AMOUNT CLAIMED TO BE IN DEFAULT     Rs. 1,19,48,000/- principal; default",
					"   AND THE DATE ON WHICH THE DEFAULT   on 03.09.2023 (due date of the",
					"   OCCURRED                            first invoice).",
					"3. PARTICULARS OF SECURITY HELD        Nil.",
					"4. DETAILS OF RETENTION OF TITLE       Nil.",
					"5. RECORD OF DEFAULT WITH THE          Not applicable.",
					"   INFORMATION UTILITY",
					"6. PROVISION OF LAW, CONTRACT OR       Purchase orders of the corporate",
					"   OTHER DOCUMENT UNDER WHICH DEBT     debtor and the invoices' terms of",
					"   HAS BECOME DUE                      30 days' credit.",
					"7. LIST OF DOCUMENTS ATTACHED          Copies of the invoices, e-way bills,",
					"                                       ledger statement."),
				gap(),
				p("3. If you dispute the existence or amount of unpaid operational debt (in default) please provide the undersigned, within ten days of the receipt of this letter, of the pendency of the suit or arbitration proceedings in relation to such dispute filed before the receipt of this letter/notice."),
				p("4. If you believe that the debt has been repaid before the receipt of this letter, please demonstrate such repayment by sending to us, within ten days of receipt of this letter, the following: (a) an attested copy of the record of electronic transfer of the unpaid amount from the bank account of the corporate debtor; or (b) an attested copy of any record that the operational creditor has received the payment."),
				p("5. The undersigned hereby attaches a certified copy of the invoices and the ledger account. The undersigned request that the corporate debtor, within ten days of the receipt of this letter, may pay the unpaid operational debt, failing which we shall initiate a corporate insolvency resolution process in respect of the corporate debtor."),
				gap(),
				ls("Yours sincerely,", "", "Sd/-",
					"Signature of person authorised to act on behalf of the operational creditor",
					"Name in block letters: ROHIT VILAS DESHMUKH",
					"Position with or in relation to the operational creditor: Director (DIN 03318742)",
					"Address of person signing: Plot No. A-77, MIDC Taloja, Navi Mumbai - 410208"),
			},
		}}

	rep := doc{name: reply, font: "Times", size: 11.5,
		pages: []page{
			{
				cb("MEERA KULKARNI"), c("B.Com., LL.B., ADVOCATE, HIGH COURT"),
				c("Office No. 9, Ground Floor, Dadarkar Building, Fort, Mumbai - 400001 | meera.kulkarni.adv@gmail.com"), gap(),
				ls("Ref: MK/IBC/046/2024", "Date: 22.02.2024", "", "WITHOUT PREJUDICE", "By R.P.A.D. and e-mail", "",
					"To,", "Kaveri Polymers Private Limited,", "Plot No. A-77, MIDC Taloja,", "Navi Mumbai - 410208.",
					"Kind Attn: Mr. Rohit Vilas Deshmukh, Director"), gap(),
				p("Sub: Your purported demand notice dated 12.02.2024 under Section 8 of the Insolvency and Bankruptcy Code, 2016, addressed to Suryansh Packaging Private Limited."),
				l("Sir,"),
				p("1. Under instructions from and on behalf of my client Suryansh Packaging Private Limited (\"my client\"), I reply to your demand notice dated 12.02.2024, which was received by my client on 14.02.2024, as under."),
				p("2. My client denies that any operational debt is due. The BOPP film supplied under invoice nos. KP/23-24/119 and KP/23-24/131 did not conform to the agreed thickness and gloss, and the lamination of my client's customer was rejected. My client's purchase manager informed you of the defects by e-mail dated 18.10.2023 and kept 11.2 metric tonnes of the film at your disposal."),
				p("3. The payment of Rs. 5,00,000/- made on 27.11.2023 was made only towards invoice no. KP/23-24/118, which alone was accepted, and is not an acknowledgment of the balance. After adjusting the rejected goods and the debit notes raised, nothing is payable by my client."),
				p("4. There is therefore a pre-existing dispute within the meaning of Section 5(6) and Section 8(2)(a) of the Code, and any application under Section 9 will be liable to be rejected with costs. My client reserves its right to claim damages for the loss caused by the defective supply."),
			},
			{
				p("5. Kindly note that this reply is issued without prejudice to my client's rights and contentions, all of which are expressly reserved."),
				gap(),
				ls("Yours faithfully,", "", "Sd/-", "(Meera Kulkarni)", "Advocate for Suryansh Packaging Private Limited"),
				gap(),
				ls("Copy to: My client, for information."),
			},
		}}

	row := func(label, value string) string {
		const w = 38
		for len(label) < w {
			label += " "
		}
		return label + value
	}
	app := doc{name: f5, font: "Times", size: 11,
		footer: "%d",
		pages: []page{
			{
				cb("BEFORE THE NATIONAL COMPANY LAW TRIBUNAL"), cb("MUMBAI BENCH"), gap(),
				c("C.P. (IB) No. ______ / MB / 2024"), gap(),
				c("IN THE MATTER OF SECTION 9 OF THE INSOLVENCY AND BANKRUPTCY CODE, 2016 READ WITH RULE 6 OF THE INSOLVENCY AND BANKRUPTCY (APPLICATION TO ADJUDICATING AUTHORITY) RULES, 2016"), gap(),
				l("AND IN THE MATTER OF:"),
				ls("KAVERI POLYMERS PRIVATE LIMITED",
					"Plot No. A-77, MIDC Taloja, Navi Mumbai - 410208.",
					"                                       ...APPLICANT / OPERATIONAL CREDITOR", "",
					"                            VERSUS", "",
					"SURYANSH PACKAGING PRIVATE LIMITED",
					"Gala No. 14, Sai Industrial Estate, Vasai (East), Palghar - 401208.",
					"                                       ...RESPONDENT / CORPORATE DEBTOR"),
				gap(),
				cb("FORM 5"), c("(See sub-rule (1) of rule 6)"),
				cb("APPLICATION BY OPERATIONAL CREDITOR TO INITIATE CORPORATE INSOLVENCY RESOLUTION PROCESS UNDER THE INSOLVENCY AND BANKRUPTCY CODE, 2016"), gap(),
				r("11th March, 2024"),
				ls("To,", "The National Company Law Tribunal,", "Mumbai Bench, MTNL Exchange Building, Cuffe Parade, Mumbai."),
				gap(),
				p("In the matter of Suryansh Packaging Private Limited, the undersigned hereby submits this application to initiate a corporate insolvency resolution process in the case of the corporate debtor. The details for the purpose of this application are set out below:"),
				cb("Part-I  PARTICULARS OF APPLICANT"),
				ls(row("1. NAME OF OPERATIONAL CREDITOR", "Kaveri Polymers Private Limited"),
					row("2. IDENTIFICATION NUMBER", "CIN U25209MH2011PTC219874"),
					row("3. ADDRESS FOR CORRESPONDENCE", "Plot No. A-77, MIDC Taloja, Navi Mumbai"),
					row("", "- 410208; accounts@kaveripolymers.in"),
					row("4. NAME AND ADDRESS OF PERSON", "Rohit Vilas Deshmukh, Director,"),
					row("   AUTHORISED TO SUBMIT THE", "authorised by board resolution dated"),
					row("   APPLICATION ON ITS BEHALF", "02.03.2024"),
				),
			},
			{
				cb("Part-II  PARTICULARS OF CORPORATE DEBTOR"),
				ls(row("1. NAME OF THE CORPORATE DEBTOR", "Suryansh Packaging Private Limited"),
					row("2. IDENTIFICATION NUMBER", "CIN U21012MH2014PTC256331"),
					row("3. DATE OF INCORPORATION", "16.07.2014"),
					row("4. NOMINAL SHARE CAPITAL AND THE", "Authorised Rs. 5,00,00,000/-;"),
					row("   PAID-UP SHARE CAPITAL", "paid-up Rs. 3,10,00,000/-"),
					row("5. ADDRESS OF THE REGISTERED OFFICE", "Gala No. 14, Sai Industrial Estate,"),
					row("", "Vasai (East), Palghar - 401208"),
				),
				gap(),
				cb("Part-III  PARTICULARS OF THE PROPOSED INTERIM RESOLUTION PROFESSIONAL"),
				ls(row("1. NAME, ADDRESS, EMAIL ADDRESS AND", "Mr. Anand Venkatraman"),
					row("   THE REGISTRATION NUMBER OF THE", "B-402, Vishwakarma Heights, Chembur,"),
					row("   PROPOSED INTERIM RESOLUTION", "Mumbai - 400071"),
					row("   PROFESSIONAL", "anand.irp@ipmail.in"),
					row("", "IBBI/IPA-002/IP-N00987/2020-2021/13245"),
				),
				gap(),
				cb("Part-IV  PARTICULARS OF OPERATIONAL DEBT"),
				ls(row("1. TOTAL AMOUNT OF DEBT, DETAILS OF", "Rs. 1,19,48,000/- principal and"),
					row("   TRANSACTIONS ON ACCOUNT OF WHICH", "Rs. 8,72,300/- interest at 18% p.a."),
					row("   DEBT FELL DUE, AND THE DATE FROM", "up to 29.02.2024; total"),
					row("   WHICH SUCH DEBT FELL DUE", "Rs. 1,28,20,300/-, under invoices"),
					row("", "KP/23-24/118, 119 and 131"),
					row("2. AMOUNT CLAIMED TO BE IN DEFAULT", "Rs. 1,28,20,300/-; date of default"),
					row("   AND THE DATE ON WHICH THE", "03.09.2023 (workings at Annexure"),
					row("   DEFAULT OCCURRED", "A-6)"),
				),
				gap(),
				cb("Part-V  PARTICULARS OF OPERATIONAL DEBT [DOCUMENTS, RECORDS AND EVIDENCE OF DEFAULT]"),
				ls(row("1. PARTICULARS OF SECURITY HELD", "Nil"),
					row("2. DETAILS OF RESERVATION /", "Nil"),
					row("   RETENTION OF TITLE ARRANGEMENTS", ""),
					row("3. DETAILS OF ARBITRATION / ORDER", "Nil"),
					row("   OF COURT OR TRIBUNAL", ""),
					row("4. RECORD OF DEFAULT AVAILABLE WITH", "Not available"),
					row("   ANY INFORMATION UTILITY", ""),
					row("5. DEMAND NOTICE AND ITS DELIVERY", "Form 3 dated 12.02.2024, delivered"),
					row("", "on 14.02.2024 (Annexure A-7)"),
					row("6. REPLY OF THE CORPORATE DEBTOR", "Reply of its advocate dated"),
					row("", "22.02.2024 (Annexure A-8)"),
					row("7. LIST OF OTHER DOCUMENTS ATTACHED", "Invoices, e-way bills, ledger, bank"),
					row("", "statement (Annexures A-1 to A-10)"),
				),
			},
			{
				p("I, Rohit Vilas Deshmukh, hereby certify that, to the best of my knowledge, Mr. Anand Venkatraman is fully qualified and permitted to act as an insolvency professional in accordance with the Code and the associated rules and regulations. His written communication in Form 2 is attached."),
				ls("Yours sincerely,", "Sd/-",
					"Signature of person authorised to act on behalf of the operational creditor",
					"Name in block letters: ROHIT VILAS DESHMUKH",
					"Position with or in relation to the operational creditor: Director",
					"Address of person signing: Plot No. A-77, MIDC Taloja, Navi Mumbai - 410208",
					"", "Through:", "SANDEEP BHATNAGAR", "Advocate for the Operational Creditor",
					"Enrolment No. MAH/2154/2008", "Bhatnagar & Associates, 3rd Floor, Lentin Chambers, Fort, Mumbai"),
				gap(),
				cb("AFFIDAVIT UNDER SECTION 9(3)(b) OF THE INSOLVENCY AND BANKRUPTCY CODE, 2016"), gap(),
				p("I, Rohit Vilas Deshmukh, S/o Vilas Shankarrao Deshmukh, aged about 47 years, Director of Kaveri Polymers Private Limited, having its office at Plot No. A-77, MIDC Taloja, Navi Mumbai, do hereby solemnly affirm and state as under:"),
				p("1. That I am the Director of the Operational Creditor and am authorised to make this affidavit. The demand notice dated 12.02.2024 was delivered to the corporate debtor on 14.02.2024."),
				p("2. That the operational creditor has not received any notice of dispute relating to a dispute which existed before the receipt of the demand notice, nor any record of the pendency of a suit or arbitration proceeding. The reply dated 22.02.2024 raises a quality objection for the first time."),
				r("DEPONENT"), gap(),
				cb("VERIFICATION"),
				p("Verified at Navi Mumbai on this 11th day of March, 2024 that the contents of the above affidavit are true and correct to my knowledge and nothing material has been concealed therefrom."),
				r("DEPONENT"),
			},
		}}

	ord := doc{name: order, font: "Times", size: 11,
		footer: "C.P. (IB) No. 1187/MB/2024                                    Page %d of %t",
		pages: []page{
			{
				cb("IN THE NATIONAL COMPANY LAW TRIBUNAL"), cb("MUMBAI BENCH, COURT - IV"), gap(),
				c("C.P. (IB) No. 1187/MB/2024"), gap(),
				c("Under Section 9 of the Insolvency and Bankruptcy Code, 2016"), gap(),
				l("In the matter of"),
				ls("Kaveri Polymers Private Limited", "[CIN: U25209MH2011PTC219874]",
					"                                           ... Operational Creditor/Applicant",
					"                         Versus",
					"Suryansh Packaging Private Limited", "[CIN: U21012MH2014PTC256331]",
					"                                           ... Corporate Debtor/Respondent"),
				gap(),
				ls("Order reserved on   : 30.07.2024", "Order pronounced on : 14.08.2024"), gap(),
				ls("CORAM:", "Shri Harish Chandra Nayak, Hon'ble Member (Judicial)",
					"Shri Vikram Sundaresan, Hon'ble Member (Technical)", "",
					"Appearances (via videoconferencing):",
					"For the Applicant    : Mr. Sandeep Bhatnagar, Adv. a/w Ms. Pooja Iyer, Adv.",
					"For the Respondent   : Ms. Meera Kulkarni, Adv."),
				gap(), cb("ORDER"), l("Per: Vikram Sundaresan, Member (Technical)"), gap(),
				p("1. This Company Petition was filed on 11.03.2024 by Kaveri Polymers Private Limited (\"Operational Creditor\") under Section 9 of the Insolvency and Bankruptcy Code, 2016 (\"Code\") for initiating the Corporate Insolvency Resolution Process (\"CIRP\") against Suryansh Packaging Private Limited (\"Corporate Debtor\") for a default of Rs. 1,28,20,300/- including interest."),
				p("2. The Operational Creditor supplied BOPP film to the Corporate Debtor under three invoices raised between 04.08.2023 and 09.09.2023, each on 30 days' credit. The Corporate Debtor paid Rs. 5,00,000/- on 27.11.2023 and nothing thereafter. A demand notice in Form 3 dated 12.02.2024 was delivered on 14.02.2024 and was replied to by the advocate of the Corporate Debtor on 22.02.2024."),
				p("3. The Corporate Debtor contends that the goods were defective and relies on an e-mail dated 18.10.2023. The Operational Creditor points out that the e-mail was not addressed to it, does not name any invoice, and was followed by the part payment, and that the goods were never returned."),
			},
			{
				p("4. We have heard the learned counsel on both sides and perused the record. The test laid down in Mobilox Innovations Private Limited v. Kirusa Software Private Limited is whether a plausible contention requiring further investigation existed before the receipt of the demand notice, as distinct from a patently feeble legal argument or an assertion of fact unsupported by evidence. The e-mail of 18.10.2023 is addressed to an employee of a transporter and names no invoice; the debit notes were produced for the first time with the reply; no return of goods, test report or contemporaneous rejection is on record; and the part payment of 27.11.2023 was made after the alleged complaint. The dispute is, in our view, spurious and raised only to resist the demand."),
				p("5. The principal debt of Rs. 1,19,48,000/- is above the threshold of Rs. 1,00,00,000/- under Section 4 of the Code. The date of default is 03.09.2023 and the application is within limitation. The proposed Interim Resolution Professional has filed his written communication in Form 2 and states that no disciplinary proceedings are pending against him."),
				p("6. The application being complete, and there being an operational debt in default and no pre-existing dispute, C.P. (IB) No. 1187/MB/2024 is admitted and the Corporate Insolvency Resolution Process is initiated against Suryansh Packaging Private Limited with effect from 14.08.2024, on the following directions:"),
				p("(a) The moratorium under Section 14 of the Code shall come into effect forthwith and shall have effect till the completion of the CIRP or until this Bench approves a resolution plan under Section 31 or passes an order for liquidation under Section 33, whichever is earlier."),
				p("(b) The supply of essential goods or services to the Corporate Debtor shall not be terminated, suspended or interrupted during the moratorium period."),
				p("(c) Mr. Anand Venkatraman, having Registration No. IBBI/IPA-002/IP-N00987/2020-2021/13245, is appointed as the Interim Resolution Professional. He shall make the public announcement under Section 15 of the Code within three days and shall file his report within thirty days."),
			},
			{
				p("(d) The Operational Creditor shall deposit Rs. 3,00,000/- with the Interim Resolution Professional towards the initial CIRP costs, to be reimbursed by the Committee of Creditors."),
				p("(e) The suspended board of directors and the employees of the Corporate Debtor shall extend all co-operation to the Interim Resolution Professional, failing which he may approach this Bench under Section 19(2) of the Code."),
				p("(f) The Registry shall communicate this order to the Operational Creditor, the Corporate Debtor, the Interim Resolution Professional and the Registrar of Companies, Mumbai, and the Interim Resolution Professional shall file a copy with the Insolvency and Bankruptcy Board of India."),
				p("7. Ordered accordingly."),
				gap(), gap(),
				ls("              Sd/-                                            Sd/-",
					"     VIKRAM SUNDARESAN                          HARISH CHANDRA NAYAK",
					"     MEMBER (TECHNICAL)                           MEMBER (JUDICIAL)"),
				gap(),
				l("//Certified True Copy//"),
				l("Date of application: 16.08.2024    Date of issue: 21.08.2024"),
			},
		}}

	return matterSpec{
		name: "kaveri-polymers-v-suryansh", title: "Kaveri Polymers Pvt. Ltd. v. Suryansh Packaging Pvt. Ltd. (NCLT Mumbai, C.P. (IB) No. 1187/MB/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 6, PartyCorrect: 4, EventTruth: 42, EventHits: 42, Grounded: 1}, // at 1a3ce40
		docs:       []doc{demand, rep, app, ord},
		parties: []Party{
			{"Kaveri Polymers Private Limited", "petitioner"}, // the operational creditor who applies
			{"Kaveri Polymers Private Limited", "sender"},     // Form 3's "From,"
			{"Kaveri Polymers Private Limited", "recipient"},  // the reply's addressee
			{"Suryansh Packaging Private Limited", "respondent"},
			{"Suryansh Packaging Private Limited", "recipient"}, // Form 3's "To, The Board of Directors,"
			{"Rohit Vilas Deshmukh", "sender"},                  // signs Form 3 for the creditor
			{"Rohit Vilas Deshmukh", "recipient"},               // "Kind Attn:" on the reply
			{"Rohit Vilas Deshmukh", "declarant"},               // the Section 9(3)(b) affidavit's DEPONENT
			{"Meera Kulkarni", "counsel"},
			{"Meera Kulkarni", "sender"},
			{"Sandeep Bhatnagar", "counsel"},
			{"Pooja Iyer", "counsel"},
			{"Harish Chandra Nayak", "judge"},
			{"Vikram Sundaresan", "judge"},
			{"Anand Venkatraman", "third party"}, // the interim resolution professional
		},
		events: []Event{
			{"2024-02-12", f3, 1},
			{"2023-08-04", f3, 1},
			{"2023-09-03", f3, 1},
			{"2023-08-21", f3, 1},
			{"2023-09-20", f3, 1},
			{"2023-09-09", f3, 1},
			{"2023-10-09", f3, 1},
			{"2023-11-27", f3, 1},
			{"2023-09-03", f3, 2},
			{"2024-02-22", reply, 1},
			{"2024-02-12", reply, 1},
			{"2024-02-14", reply, 1},
			{"2023-10-18", reply, 1},
			{"2023-11-27", reply, 1},
			{"2024-03-11", f5, 1},
			{"2024-03-02", f5, 1},
			{"2014-07-16", f5, 2},
			{"2024-02-29", f5, 2},
			{"2023-09-03", f5, 2},
			{"2024-02-12", f5, 2},
			{"2024-02-14", f5, 2},
			{"2024-02-22", f5, 2},
			{"2024-02-12", f5, 3},
			{"2024-02-14", f5, 3},
			{"2024-02-22", f5, 3},
			{"2024-03-11", f5, 3},
			{"2024-07-30", order, 1},
			{"2024-08-14", order, 1},
			{"2024-03-11", order, 1},
			{"2023-08-04", order, 1},
			{"2023-09-09", order, 1},
			{"2023-11-27", order, 1},
			{"2024-02-12", order, 1},
			{"2024-02-14", order, 1},
			{"2024-02-22", order, 1},
			{"2023-10-18", order, 1},
			{"2023-10-18", order, 2},
			{"2023-11-27", order, 2},
			{"2023-09-03", order, 2},
			{"2024-08-14", order, 2},
			{"2024-08-16", order, 3},
			{"2024-08-21", order, 3},
		},
	}
}

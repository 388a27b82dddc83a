package sealed

import "pramaan/brief/truth"

// An Irish High Court personal injuries action: the personal injuries
// summons ("THE HIGH COURT", "Record No. 2024/01872 P", the Injuries
// Resolution Board authorisation, "Indorsement of Claim", particulars of
// personal injuries and of special damage as a table, "This summons was
// issued by ... Solicitors for the Plaintiff"); the plaintiff's verifying
// affidavit under section 14 of the Civil Liability and Courts Act 2004,
// sworn before a commissioner; the second defendant's defence; and the
// solicitors' notice of trial. Names in Irish with fadas.
func init() { specs = append(specs, niBhriain) }

func niBhriain() spec {
	head := []block{
		cb("THE HIGH COURT"), r("Record No. 2024/01872 P"), gap(),
		c("BETWEEN"), gap(), cb("AOIFE NÍ BHRIAIN"), r("PLAINTIFF"), c("AND"),
		cb("BALLYCARRA DEVELOPMENTS LIMITED"), c("AND"), cb("SEÁN Ó DUBHGHAILL TRADING AS Ó DUBHGHAILL SCAFFOLDING"), r("DEFENDANTS"), gap(),
	}
	summons := doc{name: "Personal Injuries Summons.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("PERSONAL INJURIES SUMMONS"), gap(),
				p("To the Defendants: Ballycarra Developments Limited, of Unit 4, Ballycarra Business Park, Naas, County Kildare; and Seán Ó Dubhghaill trading as Ó Dubhghaill Scaffolding, of 12 Bóthar na Trá, Salthill, Galway."),
				p("This Personal Injuries Summons is issued against you by Aoife Ní Bhriain, of 7 Clós an Mhuilinn, Newbridge, County Kildare, a retail manager, who claims damages for personal injuries. The Injuries Resolution Board authorisation under section 14 of the Personal Injuries Assessment Board Act 2003 issued on 12 January 2024, reference PIAB/2023/118742."),
				p("If you intend to defend these proceedings, you must enter an appearance in the Central Office, Four Courts, Dublin 7, within eight days of service of this summons."),
				lb("INDORSEMENT OF CLAIM"),
				p("1. On 26 May 2023, while walking on the public footpath beside the first defendant's development site at Main Street, Naas, the plaintiff was struck on the head by a scaffolding clip that fell from a scaffold erected by the second defendant."),
			}),
			{
				lb("PARTICULARS OF PERSONAL INJURIES"),
				p("The plaintiff suffered a scalp laceration requiring eleven sutures, a concussion, and post-concussion headaches. She attended Naas General Hospital on 26 May 2023 and was reviewed by a neurologist on 14 September 2023."),
				lb("PARTICULARS OF SPECIAL DAMAGE (to date)"),
				row([]float64{0.7, 0.3}, "Item", "Amount"),
				row([]float64{0.7, 0.3}, "Naas General Hospital emergency department", "EUR 100.00"),
				row([]float64{0.7, 0.3}, "Neurology consultation", "EUR 350.00"),
				row([]float64{0.7, 0.3}, "Loss of earnings, 26 May 2023 to 7 August 2023", "EUR 6,840.00"),
				gap(),
				p("This summons was issued by Mac Giolla Rua & Co., Solicitors for the Plaintiff, of 3 Poplar Square, Naas, County Kildare, on 19 February 2024."),
				ls("Solicitor for the Plaintiff: Caoimhe Mac Giolla Rua", "Mac Giolla Rua & Co."),
			},
		}}

	verifying := doc{name: "Verifying Affidavit of Aoife Ni Bhriain.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head, []block{
				cb("AFFIDAVIT OF VERIFICATION"), gap(),
				p("I, AOIFE NÍ BHRIAIN, of 7 Clós an Mhuilinn, Newbridge, County Kildare, retail manager, aged eighteen years and upwards, MAKE OATH and say as follows:"),
				p("1. I am the plaintiff in these proceedings and I make this affidavit pursuant to section 14 of the Civil Liability and Courts Act 2004."),
				p("2. I say and believe that the assertions and information contained in the Personal Injuries Summons issued on 19 February 2024 which are within my own knowledge are true, and those not within my own knowledge I honestly believe to be true."),
				p("3. I am aware that it is an offence to make a statement in this affidavit that is false or misleading in a material respect and that I know to be false or misleading."),
				ls("", "SWORN by the said AOIFE NÍ BHRIAIN       )", "at Naas, County Kildare                   )", "this 21st day of February 2024            )     ______________________", "before me a Commissioner for Oaths/        )     Deponent",
					"Practising Solicitor and I know the       )", "Deponent                                  )", "", "______________________", "COMMISSIONER FOR OATHS/PRACTISING SOLICITOR", "",
					"This affidavit is filed on behalf of the Plaintiff by Mac Giolla Rua & Co., Solicitors, 3 Poplar Square, Naas."),
			}),
		}}

	defence := doc{name: "Defence of the Second Defendant.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head, []block{
				cb("DEFENCE OF THE SECOND NAMED DEFENDANT"), gap(),
				p("1. The second named defendant denies that on 26 May 2023 or at all any scaffolding clip fell from a scaffold erected by him. The scaffold at Main Street, Naas was struck and dismantled on 19 May 2023, and thereafter the site was under the sole control of the first named defendant."),
				p("2. Without prejudice to the foregoing, the second named defendant pleads that the plaintiff's injuries were caused or contributed to by the negligence of the first named defendant, against which he has served a notice of indemnity and contribution dated 2 May 2024."),
				ls("", "Signed: Dermot Kavanagh BL", "", "Delivered this 9th day of May 2024 by Fitzmaurice Ó Cuív, Solicitors for the Second Named Defendant,", "18 Eyre Square, Galway.", "",
					"To: Mac Giolla Rua & Co., Solicitors for the Plaintiff", "And to: Lenihan Barrett LLP, Solicitors for the First Named Defendant, 40 Fitzwilliam Place, Dublin 2"),
			}),
		}}

	trial := doc{name: "Notice of Trial.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head, []block{
				cb("NOTICE OF TRIAL"), gap(),
				p("TAKE NOTICE of trial of this action in Dublin for the first opportunity after the expiration of ten days from the date of service hereof, the plaintiff intending that the action be tried by a Judge without a jury."),
				ls("Dated the 11th day of July 2024", "", "Signed: Mac Giolla Rua & Co.", "Solicitors for the Plaintiff", "",
					"To: The Chief Registrar, The High Court, Four Courts, Dublin 7", "And to: Lenihan Barrett LLP, Solicitors for the First Named Defendant", "And to: Fitzmaurice Ó Cuív, Solicitors for the Second Named Defendant"),
			}),
		}}

	return spec{
		name: "ni-bhriain-v-ballycarra", title: "Ní Bhriain v Ballycarra Developments Ltd and Ó Dubhghaill (High Court of Ireland, 2024/01872 P)",
		firstSight: &truth.Figures{PartyTruth: 6, PartyFound: 6, PartyCorrect: 1, EventTruth: 13, EventHits: 13, Grounded: 1}, // at commit cba187c
		docs:       []doc{summons, verifying, defence, trial},
		parties: []truth.Party{
			{Name: "Aoife Ní Bhriain", Role: "plaintiff"},
			{Name: "Aoife Ní Bhriain", Role: "declarant"},
			{Name: "Ballycarra Developments Limited", Role: "defendant"},
			{Name: "Seán Ó Dubhghaill", Role: "defendant"},
			{Name: "Caoimhe Mac Giolla Rua", Role: "counsel"},
			{Name: "Dermot Kavanagh", Role: "counsel"},
		},
		events: []truth.Event{
			{Date: "2024-01-12", File: "Personal Injuries Summons.pdf", Page: 1},
			{Date: "2023-05-26", File: "Personal Injuries Summons.pdf", Page: 1},
			{Date: "2023-05-26", File: "Personal Injuries Summons.pdf", Page: 2},
			{Date: "2023-09-14", File: "Personal Injuries Summons.pdf", Page: 2},
			{Date: "2023-08-07", File: "Personal Injuries Summons.pdf", Page: 2},
			{Date: "2024-02-19", File: "Personal Injuries Summons.pdf", Page: 2},
			{Date: "2024-02-19", File: "Verifying Affidavit of Aoife Ni Bhriain.pdf", Page: 1},
			{Date: "2024-02-21", File: "Verifying Affidavit of Aoife Ni Bhriain.pdf", Page: 1},
			{Date: "2023-05-26", File: "Defence of the Second Defendant.pdf", Page: 1},
			{Date: "2023-05-19", File: "Defence of the Second Defendant.pdf", Page: 1},
			{Date: "2024-05-02", File: "Defence of the Second Defendant.pdf", Page: 1},
			{Date: "2024-05-09", File: "Defence of the Second Defendant.pdf", Page: 1},
			{Date: "2024-07-11", File: "Notice of Trial.pdf", Page: 1},
		},
	}
}

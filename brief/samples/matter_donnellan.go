package samples

// DEV SET (held out at first sight): a personal injuries action in the
// Irish High Court arising from a rear-end collision with a hired van. The
// personal injuries summons ("THE HIGH COURT", "PERSONAL INJURIES", "Record
// No. 2024/3318 P", "BETWEEN / AOIFE DONNELLAN / PLAINTIFF / AND / X AND Y /
// DEFENDANTS", "To:" each defendant with its address, "This Personal
// Injuries Summons is to command you", the President of the High Court as
// the summons' "WITNESS", the Injuries Resolution Board authorisation,
// numbered particulars of the parties, of the wrong, of negligence, of
// injuries and of special damage, settled by counsel with "BL", "This
// Summons was issued by X Solicitors"); the plaintiff's affidavit of
// verification under section 14 of the Civil Liability and Courts Act 2004
// ("I, AOIFE DONNELLAN, of ..., aged 18 years and upwards MAKE OATH and
// say", "SWORN by the said ... before me a Commissioner for
// Oaths/Practising Solicitor and I know the Deponent" with the
// commissioner's name, "DEPONENT", "Filed on ... by"); the defendants'
// defence (admissions and denials, contributory negligence, particulars
// under section 15, signed by counsel "BL", "Delivered this ... by X,
// Solicitors for the Defendants" to the plaintiff's solicitors); and the
// reserved judgment on quantum ("Judgment of Mr Justice Eoin Carraher
// delivered on the 9th day of April 2025", "[2025] IEHC 214", the
// witnesses for each side, the Personal Injuries Guidelines, a counsel
// paragraph "Mr X SC and Ms Y BL, instructed by Z Solicitors, for the
// plaintiff").
// Conventions: the plaintiff is the plaintiff, the declarant of her
// affidavit of verification and, as she gave evidence, a witness; the
// driver and the hire company are defendants and, as the summons addresses
// them "To:", its recipients (as the obriain and meranti truths key a
// summons' addressees); the driver gave evidence, a witness; the barristers
// (SC and BL) who settle the pleadings and appear are counsel; the judge is
// the judge; the engineer, the doctors and the fleet manager who gave
// evidence are witnesses. The President of the High Court named as the
// summons' witness (not the judge of the case), the commissioner for oaths
// before whom the affidavit is sworn, the solicitors' firms, the Gardaí and
// the general practitioner named in passing are no parties.
func init() { specs = append(specs, donnellan) }

func donnellan() matterSpec {
	const (
		sumF = "Personal Injuries Summons 2024-3318P.pdf"
		avF  = "Affidavit of Verification Aoife Donnellan.pdf"
		defF = "Defence 2024-3318P.pdf"
		jdgF = "Judgment [2025] IEHC 214.pdf"
	)
	title := []block{
		c("BETWEEN"), gap(),
		cb("AOIFE DONNELLAN"), r("PLAINTIFF"), c("AND"), gap(),
		cb("PATRICK JOSEPH MORIARTY AND SHANNONSIDE FLEET HIRE"),
		cb("DESIGNATED ACTIVITY COMPANY"), r("DEFENDANTS"), gap(),
	}
	head := append([]block{cb("THE HIGH COURT"), cb("PERSONAL INJURIES"), gap(), r("Record No. 2024/3318 P"), gap()}, title...)

	sum := doc{name: sumF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{}, head...),
				cb("PERSONAL INJURIES SUMMONS"), gap(),
				p("To: Patrick Joseph Moriarty, of 27 Ardnacrusha Road, Parteen, County Clare; and Shannonside Fleet Hire Designated Activity Company, having its registered office at Unit 12, Raheen Business Park, Limerick, V94 K6T2."),
				p("This Personal Injuries Summons is to command you, that within eight days after the service of this Summons on you, inclusive of the day of such service, you do cause an appearance to be entered for you in the Central Office, Four Courts, Dublin 7, in an action at the suit of Aoife Donnellan, and take notice that in default of your so doing the Plaintiff may proceed therein, and judgment may be given in your absence."),
				p("WITNESS The Honourable Ms. Justice Máire Ní Chonghaile, President of the High Court, the 29th day of April 2024."),
				cb("INDORSEMENT OF CLAIM"),
				p("1. The Plaintiff is a pharmacy technician and resides at 4 Caherdavin Lawns, Ennis Road, Limerick. The Plaintiff's PPS number will be furnished to the Defendants' solicitors on request."),
				p("2. The First Defendant is a delivery driver residing at 27 Ardnacrusha Road, Parteen, County Clare, and was at all material times the driver of the Ford Transit van registration 231-L-40917. The Second Defendant is a designated activity company carrying on the business of commercial vehicle hire and was at all material times the owner of that van, which was driven with its consent."),
				p("3. The Injuries Resolution Board issued an authorisation pursuant to section 14 of the Personal Injuries Assessment Board Act 2003 on the 6th day of February 2024, Authorisation No. PL0423117/2023."),
			),
			{
				cb("PARTICULARS OF THE WRONG"),
				p("4. On the 14th day of March 2023, at or about 8.10 a.m., the Plaintiff was driving her car on the N18 at the Coonagh roundabout, Limerick, and was stationary in a queue of traffic when the van driven by the First Defendant collided with the rear of her car."),
				cb("PARTICULARS OF NEGLIGENCE AND BREACH OF DUTY"),
				p("5. The First Defendant, for whom the Second Defendant is vicariously liable under section 118 of the Road Traffic Act 1961, was negligent in: (a) driving too fast in the circumstances; (b) failing to keep any or any proper lookout; (c) following too closely; (d) failing to brake in time or at all; (e) driving while distracted by a mobile telephone."),
				cb("PARTICULARS OF PERSONAL INJURIES"),
				p("6. The Plaintiff suffered a whiplash injury to her neck and lower back and a soft tissue injury to her right shoulder. She attended Ennis General Hospital on the 14th day of March 2023 and her general practitioner, Dr Fintan Cosgrave, thereafter. She attended physiotherapy from the 3rd day of April 2023 to the 28th day of August 2023. Her symptoms are continuing."),
				cb("PARTICULARS OF SPECIAL DAMAGE"),
				ls("   Physiotherapy (22 sessions)                                  EUR  1,540.00",
					"   Medical and hospital expenses                                EUR    865.00",
					"   Loss of earnings, 14 March 2023 to 12 June 2023              EUR  7,410.00",
					"   Vehicle repair and hire                                      EUR  4,225.00",
					"   Continuing"),
				gap(),
				p("The Plaintiff claims damages for personal injuries, loss and expense caused by the negligence and breach of duty of the Defendants, their servants or agents, interest pursuant to the Courts Act 1981, and costs."),
				ls("                                              Ruth Adebayo-Kelly BL"),
				gap(),
				p("This Summons was issued by Garvan Ó Dálaigh & Co., Solicitors for the Plaintiff, whose registered place of business is 41 O'Connell Street, Limerick, V94 XT62."),
			},
		}}

	av := doc{name: avF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{}, head...),
				cb("AFFIDAVIT OF VERIFICATION"), gap(),
				p("I, AOIFE DONNELLAN, of 4 Caherdavin Lawns, Ennis Road, Limerick, Pharmacy Technician, aged 18 years and upwards MAKE OATH and say as follows:"),
				p("1. I am the Plaintiff in the above entitled proceedings and I make this affidavit from facts within my own knowledge save where otherwise appears, and where so appearing I believe the same to be true."),
				p("2. I say that the assertions, allegations and information contained in the Personal Injuries Summons herein dated the 29th day of April 2024 which are within my own knowledge are true."),
				p("3. I say that the assertions, allegations and information contained in the Personal Injuries Summons which are not within my own knowledge I honestly believe to be true."),
				p("4. I am aware that it is an offence under section 14 of the Civil Liability and Courts Act 2004 to make a statement in this affidavit that is false or misleading in any material respect and that I know to be false or misleading."),
			),
			{
				ls("SWORN by the said AOIFE DONNELLAN",
					"at 41 O'Connell Street, Limerick",
					"this 14th day of May 2024",
					"before me a Commissioner for Oaths/Practising Solicitor",
					"and I know the Deponent",
					"",
					"Conall Mac Giolla Rua                                    A. Donnellan",
					"_____________________________                   _____________________________",
					"COMMISSIONER FOR OATHS/                                  DEPONENT",
					"PRACTISING SOLICITOR"),
				gap(),
				small(p("This Affidavit is filed on the 16th day of May 2024 on behalf of the Plaintiff by Garvan Ó Dálaigh & Co., Solicitors for the Plaintiff, 41 O'Connell Street, Limerick."), 9.5),
			},
		}}

	def := doc{name: defF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{}, head...),
				cb("DEFENCE"), gap(),
				p("1. The Defendants admit that a collision occurred between the Plaintiff's car and the van driven by the First Defendant and owned by the Second Defendant on the 14th day of March 2023 at the Coonagh roundabout, Limerick."),
				p("2. The Defendants deny that the First Defendant was negligent as alleged or at all, and in particular deny that he was using a mobile telephone. The Defendants say that the Plaintiff's car moved forward and stopped suddenly and without warning."),
				p("3. Without prejudice to the foregoing, if the Plaintiff suffered any injury, loss or damage (which is denied), the same was caused or contributed to by the Plaintiff's own negligence, in that she braked suddenly and without need, and failed to wear her seat belt properly or at all. The Defendants will rely on section 34 of the Civil Liability Act 1961."),
				p("4. The Defendants deny that the Plaintiff suffered the injuries, loss and damage alleged. The Plaintiff was involved in a previous road traffic accident on the 2nd day of November 2019 in which she suffered an injury to her neck, and the Plaintiff's present complaints, if any, are attributable to that accident."),
			),
			{
				p("5. Particulars pursuant to section 15 of the Civil Liability and Courts Act 2004: the Defendants say that the damage to the rear of the Plaintiff's car was minor, that the repair estimate of the 20th day of March 2023 was for EUR 1,180.00, and that the Plaintiff returned to work on the 17th day of April 2023, and not on the 12th day of June 2023 as alleged."),
				p("6. The Defendants deny that the Plaintiff is entitled to the relief claimed or any relief."),
				ls("", "                                              Fiachra Lenihan BL", ""),
				p("Delivered this 2nd day of October 2024 by Mulcahy Rowe LLP, Solicitors for the Defendants, 3 Henry Street, Limerick."),
				ls("To:  Garvan Ó Dálaigh & Co.",
					"     Solicitors for the Plaintiff",
					"     41 O'Connell Street",
					"     Limerick"),
			},
		}}

	jdg := doc{name: jdgF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			{
				cb("THE HIGH COURT"), gap(),
				r("[2025] IEHC 214"), r("Record No. 2024/3318 P"), gap(),
				c("BETWEEN"), gap(),
				cb("AOIFE DONNELLAN"), r("PLAINTIFF"), c("AND"), gap(),
				cb("PATRICK JOSEPH MORIARTY AND SHANNONSIDE FLEET HIRE"),
				cb("DESIGNATED ACTIVITY COMPANY"), r("DEFENDANTS"), gap(),
				cb("JUDGMENT of Mr Justice Eoin Carraher delivered on the 9th day of April 2025"), gap(),
				l("Introduction"),
				p("1. This is an action for damages for personal injuries arising from a rear-end collision at the Coonagh roundabout on the N18 in Limerick on 14 March 2023. The trial took place in Limerick on 25 and 26 March 2025. Liability was contested on the first day; on the morning of the second day the defendants conceded liability and withdrew the plea of contributory negligence. The trial proceeded as an assessment of damages."),
				p("2. The plaintiff gave evidence, as did Mr Kieran Fogarty, consulting engineer, and Dr Mairéad Kilbride, consultant orthopaedic surgeon, on her behalf. The first defendant gave evidence on the first day. Ms Gráinne Tuohy, fleet operations manager of the second defendant, gave evidence of the van's telematics data, and Dr Hassan Al-Rawi, consultant orthopaedic surgeon, was called by the defendants on quantum."),
				l("The collision"),
				p("3. Mr Fogarty's evidence, which I accept, was that the van struck the plaintiff's car at between 18 and 22 km/h. The telematics data produced by Ms Tuohy does not contradict that estimate. I do not need to resolve the question of the mobile telephone in the light of the concession on liability."),
			},
			{
				l("The injuries"),
				p("4. The plaintiff attended Ennis General Hospital on the day of the collision complaining of pain in her neck, lower back and right shoulder. She was reviewed by Dr Kilbride on 11 July 2023 and again on 4 February 2025. Dr Kilbride's evidence was that the plaintiff sustained a moderate whiplash injury with a soft tissue injury to the right shoulder, that her back symptoms had substantially resolved within a year, and that her neck symptoms, while improved, persisted at the time of trial."),
				p("5. Dr Al-Rawi, who examined the plaintiff on 18 November 2024 at the defendants' request, accepted that the plaintiff had sustained a whiplash injury in the collision. He attributed some of her ongoing neck symptoms to the accident of 2 November 2019. The plaintiff's evidence, which I found candid, was that she had made a full recovery from that earlier injury within about four months, and her general practitioner's records bear that out. I prefer the evidence of Dr Kilbride on this issue."),
				p("6. On the question of her return to work, the plaintiff accepted in cross-examination that she returned on reduced hours on 17 April 2023, and resumed full duties on 12 June 2023. The claim for loss of earnings will be adjusted accordingly."),
				l("Assessment"),
				p("7. The injury falls within the category of moderate neck injuries in the Personal Injuries Guidelines adopted by the Judicial Council on 6 March 2021, with substantial but incomplete recovery. Taking account of the shoulder and back injuries, I assess general damages to date at EUR 32,000 and general damages into the future at EUR 10,000. The agreed special damages, as adjusted, are EUR 11,260."),
			},
			{
				p("8. There will therefore be judgment for the plaintiff against both defendants in the sum of EUR 53,260. I will hear the parties on costs, if necessary, on 2 May 2025; my provisional view is that costs should follow the event."),
				gap(),
				l("Counsel for the plaintiff: Mr Cathal Brosnan SC and Ms Ruth Adebayo-Kelly BL, instructed by Garvan Ó Dálaigh & Co. Solicitors, for the plaintiff."),
				gap(),
				l("Counsel for the defendants: Ms Nuala Prendergast SC and Mr Fiachra Lenihan BL, instructed by Mulcahy Rowe LLP, for the defendants."),
				gap(),
				ls("APPROVED", "Eoin Carraher J.", "9 April 2025"),
			},
		}}

	return matterSpec{
		name: "donnellan-v-moriarty", title: "Donnellan v. Moriarty and Shannonside Fleet Hire DAC (High Court of Ireland, 2024/3318 P)", heldOut: true,
		firstSight: &Figures{PartyTruth: 17, PartyFound: 14, PartyCorrect: 13, EventTruth: 28, EventHits: 28, Grounded: 1}, // at ad71891
		docs:       []doc{sum, av, def, jdg},
		parties: []Party{
			{"Aoife Donnellan", "plaintiff"},
			{"Aoife Donnellan", "declarant"},
			{"Aoife Donnellan", "witness"},
			{"Patrick Joseph Moriarty", "defendant"},
			{"Patrick Joseph Moriarty", "recipient"},
			{"Patrick Joseph Moriarty", "witness"}, // "The first defendant gave evidence"
			{"Shannonside Fleet Hire Designated Activity Company", "defendant"},
			{"Shannonside Fleet Hire Designated Activity Company", "recipient"},
			{"Ruth Adebayo-Kelly", "counsel"},
			{"Cathal Brosnan", "counsel"},
			{"Nuala Prendergast", "counsel"},
			{"Fiachra Lenihan", "counsel"},
			{"Eoin Carraher", "judge"},
			{"Kieran Fogarty", "witness"},
			{"Mairéad Kilbride", "witness"},
			{"Gráinne Tuohy", "witness"},
			{"Hassan Al-Rawi", "witness"},
		},
		events: []Event{
			{"2024-04-29", sumF, 1},
			{"2024-02-06", sumF, 1},
			{"2023-03-14", sumF, 2},
			{"2023-04-03", sumF, 2},
			{"2023-08-28", sumF, 2},
			{"2023-06-12", sumF, 2},
			{"2024-04-29", avF, 1},
			{"2024-05-14", avF, 2},
			{"2024-05-16", avF, 2},
			{"2023-03-14", defF, 1},
			{"2019-11-02", defF, 1},
			{"2023-03-20", defF, 2},
			{"2023-04-17", defF, 2},
			{"2023-06-12", defF, 2},
			{"2024-10-02", defF, 2},
			{"2025-04-09", jdgF, 1},
			{"2023-03-14", jdgF, 1},
			{"2025-03-25", jdgF, 1},
			{"2025-03-26", jdgF, 1},
			{"2023-07-11", jdgF, 2},
			{"2025-02-04", jdgF, 2},
			{"2024-11-18", jdgF, 2},
			{"2019-11-02", jdgF, 2},
			{"2023-04-17", jdgF, 2},
			{"2023-06-12", jdgF, 2},
			{"2021-03-06", jdgF, 2},
			{"2025-05-02", jdgF, 3},
			{"2025-04-09", jdgF, 3},
		},
	}
}

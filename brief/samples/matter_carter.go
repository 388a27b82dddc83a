package samples

// DEV SET (held out at first sight): a robbery trial in the Crown Court in
// England. The indictment ("THE KING v" two defendants, "charged as
// follows:", counts with "STATEMENT OF OFFENCE" and "PARTICULARS OF
// OFFENCE", "the 14th day of February 2024", signed by an officer of the
// court); the victim's police witness statement on form MG11 ("RESTRICTED
// (when complete)", the rules and statutes under the title, "URN:", the
// boxes "Statement of:", "Age if under 18:", "Occupation:", the s. 9
// declaration, "Signature ... Date: 14/02/2024", "Signature witnessed by:"
// a police officer, "Page 1 of 2"); the defence statement under the
// Criminal Procedure and Investigations Act 1996 naming an alibi witness
// with her date of birth; and the judge's sentencing remarks with counsel
// listed at the head ("Ms X, instructed by the Crown Prosecution Service,
// for the Prosecution"). The Crown ("The King"), which prosecutes, is the
// plaintiff, as the State is in a US prosecution; the victim makes a
// statement (declarant) and gives evidence (witness); the police officer
// who witnesses a signature is no party.
func init() { specs = append(specs, carter) }

func carter() matterSpec {
	indictment := doc{name: "Indictment T20247031.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("INDICTMENT"), r("No. T20247031"), gap(),
			cb("THE CROWN COURT AT SNARESBROOK"), gap(),
			cb("THE KING"), c("v"), cb("JASON PAUL CARTER"), cb("KYLE DEVON ASHBY"), gap(),
			l("JASON PAUL CARTER and KYLE DEVON ASHBY are charged as follows:"), gap(),
			cb("Count 1"),
			l("STATEMENT OF OFFENCE"),
			p("Robbery, contrary to section 8(1) of the Theft Act 1968."),
			l("PARTICULARS OF OFFENCE"),
			p("JASON PAUL CARTER and KYLE DEVON ASHBY, on the 14th day of February 2024, robbed Mohammed Rafiq of a Rolex Submariner wristwatch and GBP 2,300 in cash."),
			cb("Count 2"),
			l("STATEMENT OF OFFENCE"),
			p("Having an offensive weapon, contrary to section 1(1) of the Prevention of Crime Act 1953."),
			l("PARTICULARS OF OFFENCE"),
			p("JASON PAUL CARTER, on the 14th day of February 2024, without lawful authority or reasonable excuse, had with him in a public place, namely High Road, Leytonstone, an offensive weapon, namely a telescopic baton."),
			gap(),
			ls("                                                    A. Whitlow", "                                                    Officer of the Court", "", "Date: 2 May 2024"),
		}}}

	mg11 := doc{name: "MG11 Statement of Mohammed Rafiq.pdf", font: "Helvetica", size: 9.5,
		header: "RESTRICTED (when complete)                                                                                         MG11",
		footer: "2023/24(1)                    RESTRICTED (when complete)                    Page %d of %t",
		pages: []page{
			{
				cb("WITNESS STATEMENT"),
				c("Criminal Procedure Rules, r. 16.2; Criminal Justice Act 1967, s. 9; Magistrates' Courts Act 1980, s.5B"), gap(),
				ls("                                                                   URN:  01 | YE | 04417 | 24", "",
					"Statement of:  Mohammed Rafiq",
					"Age if under 18:  Over 18        (if over 18 insert 'over 18')        Occupation:  Jeweller"),
				gap(),
				small(p("This statement (consisting of 2 page(s) each signed by me) is true to the best of my knowledge and belief and I make it knowing that, if it is tendered in evidence, I shall be liable to prosecution if I have wilfully stated in it, anything which I know to be false, or do not believe to be true."), 8.5),
				ls("Signature:  M Rafiq                                                    Date:  14/02/2024",
					"Tick if witness evidence is visually recorded  [ ]   (supply witness details on rear)"),
				gap(),
				p("I am the owner of Rafiq Jewellers, 612 High Road, Leytonstone, London E11. On Wednesday 14th February 2024 at about 17:40 hours I was locking the shop's shutter when two men came up behind me. Both wore black balaclavas. The taller man held a black extendable baton and said \"Watch and bag, now.\""),
				p("The shorter man pulled the Rolex Submariner from my left wrist and took the cash bag from my hand. It held GBP 2,300, the day's takings. They ran towards Kirkdale Road."),
			},
			{
				p("I did not see their faces. The taller man had a London accent and wore grey Nike trainers with a red tick. I would not be able to identify either man."),
				p("I have been given the Victim Personal Statement scheme leaflet. I am willing to attend court to give evidence."),
				ls("Signature:  M Rafiq                        Signature witnessed by:  PC 4471YE D. Okafor"),
			},
		}}

	defence := doc{name: "Defence Statement - Carter.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("DEFENCE STATEMENT"), c("(Criminal Procedure and Investigations Act 1996, sections 5 & 6A)"), gap(),
			ls("In the Crown Court at Snaresbrook", "Case reference: T20247031", "", "R v JASON PAUL CARTER"),
			gap(),
			p("1. The defendant denies both counts. He was not present at the robbery on 14 February 2024 and had no baton."),
			p("2. Alibi (section 6A(2)). Between 17:00 and 19:00 on 14 February 2024 the defendant was at 18 Fairlop Gardens, Ilford, with Ms Chantelle Morris (date of birth 03/06/1998), of that address, who will give evidence to that effect."),
			p("3. The defendant takes issue with the cell-site evidence served on 28 June 2024: the mast that served his phone also covers Ilford."),
			p("4. The defendant requests disclosure of the CCTV from the bus on route 257 passing the shop between 17:30 and 17:50 that evening."),
			ls("Signed on behalf of the defendant, who has approved this statement:", "", "Tobi Adeyemi", "Solicitor, Adeyemi & Co Solicitors", "Dated: 19 July 2024"),
		}}}

	remarks := doc{name: "Sentencing Remarks 2024-09-20.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("IN THE CROWN COURT AT SNARESBROOK"), gap(),
				cb("R v JASON PAUL CARTER and KYLE DEVON ASHBY"), c("T20247031"), gap(),
				cb("SENTENCING REMARKS OF HIS HONOUR JUDGE MARCUS FENWICK KC"), c("20 September 2024"), gap(),
				ls("Ms Helen Achebe, instructed by the Crown Prosecution Service, for the Prosecution",
					"Mr Rupert Vane, instructed by Adeyemi & Co Solicitors, for Carter",
					"Ms Priya Kaur, instructed by Grant & Lowe LLP, for Ashby"),
				gap(),
				p("1. Jason Carter, you are 27. Kyle Ashby, you are 24. On 14 February 2024 the two of you robbed Mr Mohammed Rafiq as he closed his shop on the High Road, Leytonstone. You, Carter, held a telescopic baton; you, Ashby, tore the watch from his wrist."),
				p("2. Ashby, you pleaded guilty to robbery on the first day of the trial, 9 September 2024, and you will receive credit of 10 per cent for that plea. Carter, you were convicted by the jury on 13 September 2024. The jury heard from Mr Rafiq, whose evidence was careful and fair, and rejected the alibi given by Ms Chantelle Morris."),
			},
			{
				p("3. This was a planned robbery of a lone shopkeeper, carried out with a weapon. It falls in category A2 of the Sentencing Council's guideline. Mr Rafiq no longer opens his shop after dark."),
				p("4. Carter: on count 1, 7 years' imprisonment; on count 2, 6 months concurrent. Ashby: 5 years and 3 months' imprisonment. You will each serve up to half of your sentence in custody before release on licence. The victim surcharge applies."),
				ls("", "HHJ Marcus Fenwick KC", "20 September 2024"),
			},
		}}

	return matterSpec{
		name: "r-v-carter", title: "R v Jason Paul Carter and Kyle Devon Ashby (Crown Court at Snaresbrook, T20247031)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 4, PartyCorrect: 3, EventTruth: 12, EventHits: 12, Grounded: 1}, // at 3fda783
		docs:       []doc{indictment, mg11, defence, remarks},
		parties: []Party{
			{"The King", "plaintiff"}, // the prosecution
			{"Jason Paul Carter", "defendant"},
			{"Kyle Devon Ashby", "defendant"},
			{"Mohammed Rafiq", "declarant"},
			{"Mohammed Rafiq", "witness"},
			{"Chantelle Morris", "witness"},
			{"Tobi Adeyemi", "counsel"},
			{"Helen Achebe", "counsel"},
			{"Rupert Vane", "counsel"},
			{"Priya Kaur", "counsel"},
			{"Marcus Fenwick", "judge"},
		},
		events: []Event{
			{"2024-02-14", "Indictment T20247031.pdf", 1},
			{"2024-05-02", "Indictment T20247031.pdf", 1},
			{"2024-02-14", "MG11 Statement of Mohammed Rafiq.pdf", 1},
			{"2024-02-14", "Defence Statement - Carter.pdf", 1},
			{"1998-06-03", "Defence Statement - Carter.pdf", 1},
			{"2024-06-28", "Defence Statement - Carter.pdf", 1},
			{"2024-07-19", "Defence Statement - Carter.pdf", 1},
			{"2024-09-20", "Sentencing Remarks 2024-09-20.pdf", 1},
			{"2024-02-14", "Sentencing Remarks 2024-09-20.pdf", 1},
			{"2024-09-09", "Sentencing Remarks 2024-09-20.pdf", 1},
			{"2024-09-13", "Sentencing Remarks 2024-09-20.pdf", 1},
			{"2024-09-20", "Sentencing Remarks 2024-09-20.pdf", 2},
		},
	}
}

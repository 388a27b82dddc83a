package samples

// DEV SET (held out at first sight): a Florida felony prosecution in the
// Circuit Court of the Twentieth Judicial Circuit in and for Lee County,
// from the arrest to the judgment on a plea. The sheriff's arrest
// affidavit (a form: "LEE COUNTY SHERIFF'S OFFICE / COMPLAINT / ARREST
// AFFIDAVIT", "Agency Case No.", boxes "Defendant (Last, First, Middle)",
// "DOB", "Race/Sex", "Victim", "Charge(s)" with statute and degree
// columns, the narrative "PROBABLE CAUSE STATEMENT" naming the victim and
// a neighbour, "I swear/affirm the above statement is correct and true"
// over the deputy's name, ID number and signature, "Sworn to and
// subscribed before me" a deputy clerk, "Booking No." in the footer); the
// Information ("IN THE CIRCUIT COURT OF THE TWENTIETH JUDICIAL CIRCUIT IN
// AND FOR LEE COUNTY, FLORIDA", "STATE OF FLORIDA / vs. / X, / Defendant."
// beside "CASE NO.:" and "DIVISION:", "IN THE NAME AND BY THE AUTHORITY OF
// THE STATE OF FLORIDA:" the State Attorney "as Prosecuting Attorney for
// the State of Florida", counts in capitals, the Assistant State
// Attorney's oath that the allegations rest on sworn testimony of a
// material witness, "Sworn to and subscribed before me" the deputy clerk,
// the clerk's e-filing stamp); the Assistant Public Defender's motion to
// suppress ("COMES NOW the Defendant, X, by and through the undersigned
// Assistant Public Defender, pursuant to Florida Rule of Criminal
// Procedure 3.190(h)", "MEMORANDUM OF LAW", cases cited, "I HEREBY
// CERTIFY ... furnished by e-service to the Office of the State Attorney",
// the Public Defender's name in capitals over "By: /s/" the assistant,
// "Florida Bar No.", "Primary Email:"); and the uniform judgment and
// sentence (Rule 3.992: check boxes, "The defendant, X, being personally
// before this court represented by Y, the attorney of record, and the
// state represented by Z", a "Count / Crime / Offense Statute Number(s) /
// Degree of Crime" table, "FINGERPRINTS OF DEFENDANT" certified by a
// deputy, "DONE AND ORDERED in open court", the circuit judge, the
// sentence page with "It is the sentence of the court that:").
// Conventions: the State of Florida is the plaintiff, the accused the
// defendant; the State Attorney named in the Information and the
// Assistant State Attorney who signs it and appears at sentencing are
// counsel, as are the Public Defender over whose name the motion is signed
// and the Assistant Public Defender; the deputy who swears the arrest
// affidavit is its declarant; the circuit judge is the judge. The victim
// and the neighbour named in the affidavit (neither testifies), the deputy
// clerks, the deputy who takes the fingerprints and the cited cases'
// parties are no parties. Dates of birth are not events.
func init() { specs = append(specs, belcher) }

func belcher() matterSpec {
	const (
		arrF = "Arrest Affidavit LCSO 24-031677.pdf"
		infF = "Information 24-CF-000912.pdf"
		motF = "Motion to Suppress Statements 24-CF-000912.pdf"
		jsF  = "Judgment and Sentence 24-CF-000912.pdf"
	)
	court := []block{
		cb("IN THE CIRCUIT COURT OF THE TWENTIETH JUDICIAL CIRCUIT"),
		cb("IN AND FOR LEE COUNTY, FLORIDA"),
		c("FELONY DIVISION"), gap(),
	}
	capt := caption("", []string{"STATE OF FLORIDA,", "", "vs.", "", "CODY WAYNE BELCHER,", "", "               Defendant."},
		[]string{"CASE NO.: 24-CF-000912", "DIVISION: Felony K", "", "", "", "", ""})
	stamp := "Filed 04/05/2024 10:41 AM - Clerk of Court, Lee County, FL"

	arr := doc{name: arrF, font: "Helvetica", size: 8.5,
		footer: "LCSO Form 1402 (Rev. 01/2023)          Booking No. 2024-004188          ORIGINAL - CLERK OF COURT",
		pages: []page{{
			cb("LEE COUNTY SHERIFF'S OFFICE"),
			cb("COMPLAINT / ARREST AFFIDAVIT"), gap(),
			ls("Agency Case No.: 24-031677          OBTS No.: 3604418812          [X] Adult  [ ] Juvenile      [X] Felony  [ ] Misdemeanor",
				"",
				"Defendant (Last, First, Middle)              DOB           Race/Sex     Height   Weight",
				"BELCHER, CODY WAYNE                          09/30/1996    W / M        5'11\"    170",
				"Address: 2217 Coconut Drive, Lehigh Acres, FL 33936",
				"",
				"Date/Time of Arrest: 03/16/2024  1425 hrs       Location of Arrest: 4400 Lee Blvd, Lehigh Acres",
				"Date/Time of Offense: 03/14/2024  approx. 1300 hrs   Location of Offense: 118 Ridgewood Ave, Lehigh Acres",
				"",
				"Victim: OSTROWSKI, GERALD P.            Address: 118 Ridgewood Ave, Lehigh Acres, FL 33936",
				"",
				"Charge(s)                                   Statute           Degree     Counts",
				"1. Burglary of a Dwelling                   810.02(3)(b)      F2         1",
				"2. Grand Theft (>$750, <$5,000)             812.014(2)(c)1    F3         1",
				"",
				"Bond: $ 15,000.00          [ ] Warrant   [X] On View / P.C."),
			gap(),
			cb("PROBABLE CAUSE STATEMENT"),
			p("On 03/14/2024 at approximately 1300 hrs the victim, Gerald Ostrowski, left his residence at 118 Ridgewood Ave. On his return at approximately 1615 hrs he found the rear sliding door forced and reported missing a Dell laptop, a Ruger LCP .380 handgun and approximately $1,200 in cash, total value approximately $2,650. A neighbour, Marjorie Tifft, stated that at about 1330 hrs she saw a white male in a grey hooded sweatshirt leave the rear yard and drive off in a silver Nissan Altima, partial tag \"QJK\"."),
			p("On 03/16/2024 I located a silver Nissan Altima, FL tag QJK-R71, registered to the defendant, at 4400 Lee Blvd. The defendant was wearing a grey hooded sweatshirt. After Miranda warnings he stated he had \"sold some stuff\" at a pawn shop. Records of Cash America Pawn, 3501 Lee Blvd, show the defendant pawned a Dell laptop bearing the victim's serial number on 03/15/2024. The victim identified the laptop. The defendant was arrested and transported to the Lee County Jail."),
			gap(),
			ls("I swear/affirm the above statement is correct and true.",
				"",
				"Deputy / Officer: Dep. Alyssa M. Cordero       ID No. 4417       Agency: LCSO       Signature: /s/ A. Cordero",
				"",
				"Sworn to and subscribed before me this 16th day of March, 2024.      /s/ R. Haines, Deputy Clerk / Notary",
				"[X] Personally known   [ ] Produced identification"),
		}}}

	inf := doc{name: infF, font: "Times", size: 11, header: stamp, footer: "Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("INFORMATION"), gap(),
				p("IN THE NAME AND BY THE AUTHORITY OF THE STATE OF FLORIDA:"),
				p("MARCUS T. WHITFIELD, State Attorney of the Twentieth Judicial Circuit of the State of Florida, as Prosecuting Attorney for the State of Florida in the County of Lee, under oath, Information makes that:"),
				cb("COUNT I"),
				p("CODY WAYNE BELCHER, on or about the 14th day of March, 2024, in the County of Lee and State of Florida, did unlawfully enter or remain in a dwelling, the property of GERALD P. OSTROWSKI, located at 118 Ridgewood Avenue, Lehigh Acres, with the intent to commit an offense therein, to wit: theft, contrary to Florida Statute 810.02(3)(b). (F2)"),
				cb("COUNT II"),
				p("CODY WAYNE BELCHER, on or about the 14th day of March, 2024, in the County of Lee and State of Florida, did knowingly obtain or use, or endeavor to obtain or use, a laptop computer, a handgun and U.S. currency, of the value of $750.00 or more but less than $5,000.00, the property of GERALD P. OSTROWSKI, with intent to temporarily or permanently deprive the owner of a right to the property or a benefit therefrom, contrary to Florida Statute 812.014(2)(c)1. (F3)"),
			),
			{
				p("contrary to the form of the Statute in such cases made and provided, and against the peace and dignity of the State of Florida."),
				gap(),
				ls("                                                  MARCUS T. WHITFIELD, STATE ATTORNEY",
					"",
					"                                                  By: /s/ Natalie R. Ferraro",
					"                                                  Natalie R. Ferraro",
					"                                                  Assistant State Attorney",
					"                                                  Florida Bar No. 1029384"),
				gap(),
				ls("STATE OF FLORIDA", "COUNTY OF LEE"),
				p("Personally appeared before me NATALIE R. FERRARO, Assistant State Attorney for the Twentieth Judicial Circuit of Florida, who being first duly sworn, says that the allegations as set forth in the foregoing Information are based upon facts that have been sworn to as true, and which, if true, would constitute the offense therein charged, and that this prosecution is instituted in good faith, and certifies that testimony under oath has been received from the material witness or witnesses for the offense."),
				ls("/s/ Natalie R. Ferraro",
					"Assistant State Attorney",
					"",
					"Sworn to and subscribed before me on April 5, 2024.",
					"",
					"KEVIN C. KARNES, CLERK OF THE CIRCUIT COURT",
					"By: /s/ D. Morales, Deputy Clerk"),
			},
		}}

	mot := doc{name: motF, font: "Times", size: 11.5, header: "Filed 05/02/2024 03:12 PM - Clerk of Court, Lee County, FL", footer: "%d",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DEFENDANT'S MOTION TO SUPPRESS STATEMENTS"), gap(),
				p("COMES NOW the Defendant, CODY WAYNE BELCHER, by and through the undersigned Assistant Public Defender, pursuant to Florida Rule of Criminal Procedure 3.190(h), and moves this Honorable Court to suppress any and all statements made by the Defendant to Deputy Alyssa M. Cordero of the Lee County Sheriff's Office on March 16, 2024, and as grounds therefor would state:"),
				p("1. On March 16, 2024, the Defendant was stopped in a parking lot at 4400 Lee Boulevard, Lehigh Acres, by two marked patrol units, ordered out of his car and handcuffed."),
				p("2. The Defendant was questioned in the rear of a patrol car for some forty minutes before any warnings under Miranda v. Arizona, 384 U.S. 436 (1966), were given. The warnings were given only after he had made the statement the State now seeks to use."),
				p("3. The statements were the product of custodial interrogation without prior warnings and must be suppressed. Missouri v. Seibert, 542 U.S. 600 (2004); Ross v. State, 45 So. 3d 403 (Fla. 2010)."),
			),
			{
				p("4. The Defendant requests an evidentiary hearing on this motion. The matter is presently set for hearing on May 23, 2024 at 9:00 a.m. in Courtroom 5C of the Lee County Justice Center."),
				p("WHEREFORE, the Defendant respectfully requests that this Honorable Court enter an order suppressing all statements made by him on March 16, 2024, and any evidence derived therefrom."),
				cb("CERTIFICATE OF SERVICE"),
				p("I HEREBY CERTIFY that a true and correct copy of the foregoing has been furnished by e-service to the Office of the State Attorney, Twentieth Judicial Circuit, Assistant State Attorney Natalie R. Ferraro, at eservice@sao20.example.org, on this 2nd day of May, 2024."),
				gap(),
				ls("                                                  RAYMOND L. SUTTER",
					"                                                  PUBLIC DEFENDER",
					"                                                  TWENTIETH JUDICIAL CIRCUIT",
					"",
					"                                                  By: /s/ Jasmine K. Oduya",
					"                                                  Jasmine K. Oduya",
					"                                                  Assistant Public Defender",
					"                                                  Florida Bar No. 0118823",
					"                                                  2000 Main Street, 6th Floor",
					"                                                  Fort Myers, FL 33901",
					"                                                  Telephone: (239) 533-2900",
					"                                                  Primary Email: joduya@pd20.example.org"),
			},
		}}

	js := doc{name: jsF, font: "Helvetica", size: 9, header: "Filed 06/27/2024 04:55 PM - Clerk of Court, Lee County, FL", footer: "Form 3.992(a)  Judgment          Page %d of %t",
		pages: []page{
			append(append([]block{}, court...),
				ls("STATE OF FLORIDA                                        CASE NUMBER: 24-CF-000912",
					"                                                        [ ] Probation Violator",
					"vs.                                                     [ ] Community Control Violator",
					"                                                        [ ] Retrial",
					"CODY WAYNE BELCHER                                      [ ] Resentence",
					"Defendant"),
				gap(),
				cb("JUDGMENT"), gap(),
				p("The defendant, CODY WAYNE BELCHER, being personally before this court represented by Jasmine K. Oduya, Assistant Public Defender, the attorney of record, and the state represented by Natalie R. Ferraro, Assistant State Attorney, and having"),
				ls("[ ] been tried and found guilty by jury/by court of the following crime(s)",
					"[X] entered a plea of guilty to the following crime(s)",
					"[ ] entered a plea of nolo contendere to the following crime(s)",
					"",
					"Count   Crime                                   Offense Statute Number(s)   Degree of Crime   OBTS Number",
					"II      Grand Theft (>$750, <$5,000)            812.014(2)(c)1              F3                3604418812",
					"",
					"Count I (Burglary of a Dwelling) was nolle prossed by the State on June 27, 2024.",
					"",
					"[X] and no cause being shown why the defendant should not be adjudicated guilty, IT IS ORDERED THAT the",
					"    defendant is hereby ADJUDICATED GUILTY of the above crime(s).",
					"[X] The defendant shall pay a DNA fee of $1.00 under section 938.055, Florida Statutes."),
				gap(),
				cb("FINGERPRINTS OF DEFENDANT"),
				ls("  R. Thumb          R. Index          R. Middle          R. Ring          R. Little",
					"  [          ]     [          ]      [          ]       [          ]     [          ]"),
				p("Fingerprints taken by: Dep. Luis Albarran, Court Security, LCSO"),
				p("I HEREBY CERTIFY that the above and foregoing are the fingerprints of the defendant, CODY WAYNE BELCHER, and that they were placed thereon by the defendant in my presence in open court this date."),
				ls("DONE AND ORDERED in open court in Fort Myers, Lee County, Florida, on June 27, 2024.",
					"",
					"                                                  /s/ Teresa M. Lindgren",
					"                                                  TERESA M. LINDGREN, CIRCUIT JUDGE"),
			),
			{
				ls("Defendant: CODY WAYNE BELCHER                           Case Number: 24-CF-000912"),
				gap(),
				cb("SENTENCE"),
				c("(As to Count II)"), gap(),
				p("The defendant, being personally before this court, accompanied by the defendant's attorney of record, Jasmine K. Oduya, and having been adjudicated guilty herein, and the court having given the defendant an opportunity to be heard and to offer matters in mitigation of sentence, and to show cause why the defendant should not be sentenced as provided by law, and no cause being shown,"),
				ls("[ ] and the Court having on deferred imposition of sentence until this date",
					"[X] and the Court having placed the defendant on probation and having subsequently revoked the defendant's probation",
					"",
					"It is the sentence of the court that:",
					"[ ] The defendant pay a fine of $        , plus $        as the 5% surcharge required by section 938.04.",
					"[X] The defendant is hereby committed to the custody of the Department of Corrections.",
					"",
					"To be imprisoned (check one; unmarked sections are inapplicable):",
					"[ ] For a term of natural life.",
					"[X] For a term of 18 MONTHS, followed by 24 MONTHS of Drug Offender Probation.",
					"",
					"Jail credit: It is further ordered that the defendant shall be allowed a total of 103 days as credit for time",
					"incarceration before imposition of this sentence (03/16/2024 through 06/26/2024).",
					"",
					"Restitution to Gerald P. Ostrowski in the amount of $1,850.00 is ordered, the amount agreed at the plea colloquy."),
				gap(),
				p("In the event the above sentence is to the Department of Corrections, the Sheriff of Lee County, Florida, is hereby ordered and directed to deliver the defendant to the Department of Corrections at the facility designated by the department together with a copy of this judgment and sentence and any other documents specified by Florida Statute."),
				p("The defendant in open court was advised of the right to appeal from this sentence by filing notice of appeal within 30 days from this date with the clerk of this court and the defendant's right to the assistance of counsel in taking the appeal at the expense of the State on showing of indigency."),
				ls("DONE AND ORDERED in open court at Fort Myers, Lee County, Florida, this 27th day of June, 2024.",
					"",
					"                                                  /s/ Teresa M. Lindgren",
					"                                                  Circuit Judge"),
			},
		}}

	return matterSpec{
		name: "state-v-belcher", title: "State of Florida v. Belcher (Fla. 20th Cir. Ct., Lee County, 24-CF-000912)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 7, EventTruth: 15, EventHits: 15, Grounded: 1}, // at 0b10280
		docs:       []doc{arr, inf, mot, js},
		parties: []Party{
			{"State of Florida", "plaintiff"},
			{"Cody Wayne Belcher", "defendant"},
			{"Alyssa M. Cordero", "declarant"},
			{"Marcus T. Whitfield", "counsel"},
			{"Natalie R. Ferraro", "counsel"},
			{"Raymond L. Sutter", "counsel"},
			{"Jasmine K. Oduya", "counsel"},
			{"Teresa M. Lindgren", "judge"},
		},
		events: []Event{
			{"2024-03-16", arrF, 1},
			{"2024-03-14", arrF, 1},
			{"2024-03-15", arrF, 1},
			{"2024-04-05", infF, 1},
			{"2024-03-14", infF, 1},
			{"2024-04-05", infF, 2},
			{"2024-05-02", motF, 1},
			{"2024-03-16", motF, 1},
			{"2024-05-23", motF, 2},
			{"2024-03-16", motF, 2},
			{"2024-05-02", motF, 2},
			{"2024-06-27", jsF, 1},
			{"2024-06-27", jsF, 2},
			{"2024-03-16", jsF, 2},
			{"2024-06-26", jsF, 2},
		},
	}
}

package samples

// DEV SET (held out at first sight): a will contest in the Surrogate's
// Court of the State of New York, County of Westchester, to a decision on
// summary judgment. The petition for probate and letters testamentary (a
// "----x" box "Probate Proceeding, Will of / X, / a/k/a Y, / Deceased."
// beside "PETITION FOR PROBATE AND LETTERS TESTAMENTARY" and "File No.",
// "TO THE SURROGATE'S COURT OF THE COUNTY OF WESTCHESTER", "The petition
// of X respectfully alleges:", numbered items with "Name:", "Domicile:",
// "Interest:" labels, the date and place of death, the will's date and
// its attesting witnesses, the distributees in a "Name / Relationship /
// Address" table, the petitioner's signature and verification "STATE OF
// NEW YORK ) ss.: COUNTY OF WESTCHESTER )", "Sworn to before me this 14th
// day of March, 2024", the notary's block with her commission expiry, the
// "Signature of Attorney / Print Name / Firm Name / Address / Tel. No."
// lines); the son's verified objections ("X, a son and distributee of the
// decedent, by his attorneys, Y, as and for his objections to the
// probate of the instrument dated ..., alleges:" lack of due execution,
// capacity, undue influence and fraud, the decedent's neurologist and the
// proponent's husband named, "Dated: White Plains, New York", "By:" the
// lawyer, "Attorneys for Objectant", "TO:" the petitioner's firm and
// lawyer, the objectant's verification "being duly sworn, deposes and
// says"); an affidavit of an attesting witness ("X, being duly sworn,
// deposes and says:", the execution ceremony supervised by the
// attorney-draftsman, the other witness named, sworn before a notary in
// Arizona); and the Surrogate's decision and order ("SURROGATE'S COURT OF
// THE STATE OF NEW YORK / COUNTY OF WESTCHESTER", "File No. 2024-1187/A",
// "KESSLER-NWOSU, S.", "The following papers were read" in a numbered
// list naming the affirmations and the SCPA 1404 examinations, cases
// cited as "Matter of X", "Counsel:" with each lawyer and firm "for
// petitioner" / "for objectant", "Dated: White Plains, New York", "HON.
// X / SURROGATE").
// Conventions (as in will-of-ellsworth and estate-of-dunleavy): the
// decedent of the "Will of" caption is a party; the proponent who
// petitions is the petitioner and, as she verifies the petition, its
// declarant; the objectant, who answers the petition, is the respondent
// and, as he verifies his objections, their declarant; the attesting
// witness who swears the affidavit is its declarant; the other attesting
// witness and the attorney-draftsman, whose SCPA 1404 testimony the
// decision weighs, are witnesses (as the deposition witnesses the
// opinions rely on in clarkston-precision-v-vantorre); each lawyer who
// signs or is listed as counsel is counsel; the Surrogate is the judge.
// The "TO:" block at the foot of the objections (the petitioner's firm
// and lawyer, served) makes no recipients and the objections' signers no
// senders: a pleading, not a letter. The notaries, the neurologist, the
// proponent's husband, the firms and the parties of the cases cited are
// no parties. A notary's commission
// expiry is no event; every other date printed is an event on its page.
func init() { specs = append(specs, vandermeer) }

func vandermeer() matterSpec {
	const (
		petF = "File No. 2024-1187 Petition for Probate.pdf"
		objF = "File No. 2024-1187 Verified Objections of Lucas P. Vandermeer.pdf"
		affF = "Affidavit of Attesting Witness Marcus D. Feeney.pdf"
		decF = "File No. 2024-1187-A Decision and Order 2024-12-11.pdf"
	)
	head := []block{cb("SURROGATE'S COURT OF THE STATE OF NEW YORK"), cb("COUNTY OF WESTCHESTER")}
	box := func(title ...string) block {
		right := append([]string{""}, title...)
		return caption("", []string{
			"---------------------------------------------------------x",
			"Probate Proceeding, Will of",
			"",
			"          CORNELIUS T. VANDERMEER,",
			"          a/k/a CORNELIUS VANDERMEER,",
			"",
			"                                        Deceased.",
			"---------------------------------------------------------x",
		}, right)
	}

	pet := doc{name: petF, font: "Times", size: 10.5, unicode: true,
		footer: "P-1 (Petition for Probate and Letters Testamentary)   Page %d of %t",
		pages: []page{
			append(append([]block{}, head...),
				box("PETITION FOR PROBATE AND", "LETTERS TESTAMENTARY", "", "File No. 2024-1187"),
				gap(),
				l("TO THE SURROGATE'S COURT OF THE COUNTY OF WESTCHESTER"),
				p("The petition of Judith Vandermeer Halloran respectfully alleges:"),
				ls("1. (a) Name: Judith Vandermeer Halloran",
					"       Domicile: 41 Kensico Ridge Road, Valhalla, New York 10595",
					"       Interest: [X] Executor named in decedent's Last Will   [X] Distributee of decedent",
					"2. The name, domicile, date and place of death of the decedent are as follows:",
					"   (a) Name: Cornelius T. Vandermeer",
					"   (b) Date of death: February 8, 2024        (c) Place of death: White Plains, New York",
					"   (d) Domicile: 7 Orchard Hill Lane, Scarsdale, Westchester County, New York 10583",
					"3. The Last Will, herewith presented, relates to both real and personal property and consists of an instrument",
					"   dated September 19, 2022, signed at the end thereof by the decedent and by the following attesting",
					"   witnesses: Rosalind K. Achterberg and Marcus D. Feeney.",
					"4. No other will or codicil of the decedent is known to petitioner to exist.",
					"5. The decedent left surviving the following distributees:",
					"   Name                              Relationship      Address",
					"   Judith Vandermeer Halloran        Daughter          41 Kensico Ridge Road, Valhalla, NY 10595",
					"   Lucas P. Vandermeer               Son               212 West 93rd Street, Apt. 6C, New York, NY 10025",
					"6. The estimated gross value of decedent's property passing under the will is: Personalty $1,840,000.00;",
					"   Improved real property in New York State $2,150,000.00.",
					"7. Under the will, the residuary estate passes to petitioner; the son, Lucas P. Vandermeer, receives a",
					"   specific legacy of $100,000.00. Citation is to issue to him as a distributee adversely affected."),
				p("WHEREFORE, petitioner prays that the will be admitted to probate and that Letters Testamentary issue to Judith Vandermeer Halloran."),
			),
			{
				ls("Dated: March 14, 2024",
					"",
					"                                                  /s/ Judith Vandermeer Halloran",
					"                                                  Judith Vandermeer Halloran, Petitioner",
					"",
					"                                        VERIFICATION",
					"STATE OF NEW YORK           )",
					"                            ) ss.:",
					"COUNTY OF WESTCHESTER       )"),
				p("The undersigned, the petitioner named in the foregoing petition, being duly sworn, says: I have read the foregoing petition subscribed by me and know the contents thereof, and the same is true of my own knowledge, except as to the matters therein stated to be alleged upon information and belief, and as to those matters I believe it to be true."),
				ls("                                                  /s/ Judith Vandermeer Halloran",
					"                                                  Judith Vandermeer Halloran",
					"Sworn to before me this",
					"14th day of March, 2024",
					"",
					"/s/ Ingrid S. Palomares",
					"Notary Public, State of New York",
					"No. 01PA6123456, Qualified in Westchester County",
					"Commission Expires June 2, 2027",
					"",
					"Signature of Attorney: /s/ Celeste M. Varga",
					"Print Name: Celeste M. Varga",
					"Firm Name: Varga & Lindqvist LLP",
					"Address: 81 Main Street, Suite 402, White Plains, New York 10601",
					"Tel. No.: (914) 555-0148        Email: cvarga@vargalindqvist.com"),
			},
		}}

	obj := doc{name: objF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{}, head...),
				box("VERIFIED OBJECTIONS", "TO PROBATE", "", "File No. 2024-1187"),
				gap(),
				p("Lucas P. Vandermeer, a son and distributee of the decedent, by his attorneys, Olowe Brandstetter LLP, as and for his objections to the probate of the instrument dated September 19, 2022 and offered for probate as the Last Will of Cornelius T. Vandermeer (the \"Propounded Instrument\"), alleges:"),
				p("1. The Propounded Instrument was not duly executed in the manner and form required by EPTL 3-2.1."),
				p("2. At the time the Propounded Instrument was executed, the decedent lacked testamentary capacity. From at least March 2022 he was treated by his neurologist, Dr. Anand V. Kapoor, for progressive cognitive decline, and on August 30, 2022 he was found to be unable to manage his own medications."),
				p("3. The Propounded Instrument was procured by the undue influence of the proponent, Judith Vandermeer Halloran, and of her husband, Wendell J. Halloran, who drove the decedent to the execution, remained in the building throughout it, and had controlled the decedent's finances since the spring of 2022. The decedent's prior will, dated May 4, 2015, divided his estate equally between his two children."),
				p("4. The Propounded Instrument was procured by fraud practised upon the decedent by the proponent."),
				p("WHEREFORE, objectant demands that probate of the Propounded Instrument be denied, together with costs and disbursements."),
			),
			{
				ls("Dated: White Plains, New York",
					"       June 3, 2024",
					"                                                  OLOWE BRANDSTETTER LLP",
					"",
					"                                                  By: /s/ Thaddeus R. Olowe",
					"                                                        Thaddeus R. Olowe",
					"                                                  Attorneys for Objectant",
					"                                                  10 Bank Street, Suite 880",
					"                                                  White Plains, New York 10606",
					"                                                  (914) 555-0192",
					"",
					"TO:  VARGA & LINDQVIST LLP",
					"      Attn: Celeste M. Varga, Esq.",
					"      Attorneys for Petitioner",
					"      81 Main Street, Suite 402",
					"      White Plains, New York 10601",
					"",
					"                                        VERIFICATION",
					"STATE OF NEW YORK           )",
					"                            ) ss.:",
					"COUNTY OF NEW YORK          )"),
				p("Lucas P. Vandermeer, being duly sworn, deposes and says: I am the objectant in this proceeding. I have read the foregoing verified objections and know the contents thereof; the same are true to my own knowledge, except as to the matters therein stated to be alleged on information and belief, and as to those matters I believe them to be true."),
				ls("                                                  /s/ Lucas P. Vandermeer",
					"                                                  Lucas P. Vandermeer",
					"Sworn to before me this",
					"3rd day of June, 2024",
					"",
					"/s/ Terrence K. Mbeki-Lyons",
					"Notary Public, State of New York",
					"No. 02MB6309871, Qualified in New York County",
					"Commission Expires October 14, 2026"),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(append([]block{}, head...),
				box("AFFIDAVIT OF", "ATTESTING WITNESS", "", "File No. 2024-1187"),
				gap(),
				ls("STATE OF ARIZONA            )",
					"                            ) ss.:",
					"COUNTY OF MARICOPA          )"),
				gap(),
				p("Marcus D. Feeney, being duly sworn, deposes and says:"),
				p("1. I reside at 3318 East Camelback Road, Phoenix, Arizona. Until January 2024 I was employed as an office manager by Osei Whitcombe PLLC, 200 Mamaroneck Avenue, White Plains, New York."),
				p("2. I am one of the subscribing witnesses to the Last Will and Testament of Cornelius T. Vandermeer dated September 19, 2022. The will was executed that afternoon in the firm's conference room under the supervision of Franklin R. Osei, Esq., who had prepared it. The other subscribing witness was Rosalind K. Achterberg, a paralegal of the firm."),
				p("3. In the presence of Ms. Achterberg and me, the decedent subscribed his name at the end of the will, declared the instrument to be his last will, and asked each of us to sign it as a witness. Each of us then signed our name and address at the end of the will in his presence and in the presence of each other."),
				p("4. No one other than Mr. Osei, Ms. Achterberg and I was in the room during the execution. The decedent read the will before signing it, discussed the legacy to his son with Mr. Osei, and was in my opinion of sound mind, memory and understanding and under no restraint."),
			),
			{
				ls("                                                  /s/ Marcus D. Feeney",
					"                                                  Marcus D. Feeney",
					"",
					"Sworn to before me this",
					"22nd day of July, 2024",
					"",
					"/s/ Adelina R. Quintanar",
					"Notary Public, State of Arizona",
					"Maricopa County",
					"My Commission Expires: 11/30/2027"),
				gap(),
				small(p("[Certificate of conformity under CPLR 2309(c) annexed.]"), 9.5),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 11, unicode: true,
		footer: "File No. 2024-1187/A   Page %d of %t",
		pages: []page{
			append(append([]block{}, head...),
				box("DECISION AND ORDER", "", "File No. 2024-1187/A"),
				l("KESSLER-NWOSU, S."), gap(),
				l("The following papers were read on the proponent's motion for summary judgment dismissing the objections:"),
				ls("  1. Notice of Motion, Affirmation of Celeste M. Varga, Esq., dated October 4, 2024, and Exhibits A-N",
					"  2. Affidavit of Marcus D. Feeney, sworn to July 22, 2024",
					"  3. Transcripts of the SCPA 1404 examinations of Rosalind K. Achterberg and Franklin R. Osei, Esq.",
					"  4. Affirmation in Opposition of Thaddeus R. Olowe, Esq., dated October 25, 2024, and Exhibits 1-9",
					"  5. Reply Affirmation of Celeste M. Varga, Esq., dated November 8, 2024"),
				gap(),
				p("In this contested probate proceeding, the proponent, Judith Vandermeer Halloran, the decedent's daughter and the executor named in an instrument dated September 19, 2022, moves for summary judgment dismissing the objections of the decedent's son, Lucas P. Vandermeer, and admitting the instrument to probate. The decedent died on February 8, 2024."),
				p("Due execution. The instrument was executed under the supervision of the attorney who drafted it, Franklin R. Osei, which gives rise to a presumption of regularity (Matter of Kumstar, 66 NY2d 691 [1985]). At her SCPA 1404 examination on August 27, 2024, Rosalind K. Achterberg described the ceremony in terms that agree with Mr. Feeney's affidavit and with Mr. Osei's testimony of September 10, 2024. Objectant offers nothing to the contrary. The objection is dismissed."),
				p("Capacity. Dr. Kapoor's records show mild cognitive impairment, but Mr. Osei testified that the decedent explained his reasons for the smaller legacy to his son, and the records of a visit on September 12, 2022 note that he was alert and oriented. Objectant has not raised a triable issue (Matter of Nofal, 35 AD3d 1158 [2d Dept 2006]). The objection is dismissed, as is the objection of fraud, which is pleaded in conclusory terms only."),
			),
			{
				p("Undue influence. The proponent's husband drove the decedent to the execution, the proponent held a power of attorney from April 2022, and the instrument departs from the decedent's prior plan of equal shares. Whether these circumstances amount to undue influence is a question of fact (Matter of Walther, 6 NY2d 49 [1959]). The motion is denied as to that objection."),
				p("Accordingly, it is ORDERED that the motion is granted to the extent that the objections of lack of due execution, lack of testamentary capacity and fraud are dismissed, and is otherwise denied; and it is further ORDERED that counsel shall appear for a pre-trial conference on January 23, 2025 at 9:30 a.m."),
				p("This constitutes the decision and order of the court."),
				gap(),
				ls("Dated: White Plains, New York",
					"       December 11, 2024",
					"",
					"                                                  /s/ Adriana M. Kessler-Nwosu",
					"                                                  HON. ADRIANA M. KESSLER-NWOSU",
					"                                                  SURROGATE",
					"",
					"Counsel:",
					"Celeste M. Varga, Esq., Varga & Lindqvist LLP, White Plains, for petitioner",
					"Thaddeus R. Olowe, Esq., Olowe Brandstetter LLP, White Plains, for objectant"),
			},
		}}

	return matterSpec{
		name: "will-of-vandermeer", title: "Probate Proceeding, Will of Cornelius T. Vandermeer (Sur. Ct., Westchester County, File No. 2024-1187)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 18, PartyCorrect: 9, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 2632628
		docs:       []doc{pet, obj, aff, dec},
		parties: []Party{
			{"Cornelius T. Vandermeer", "party"}, // the decedent of the "Will of" caption
			{"Judith Vandermeer Halloran", "petitioner"},
			{"Judith Vandermeer Halloran", "declarant"}, // verifies the petition
			{"Lucas P. Vandermeer", "respondent"},       // the objectant
			{"Lucas P. Vandermeer", "declarant"},        // verifies his objections
			{"Marcus D. Feeney", "declarant"},           // the attesting witness's affidavit
			{"Rosalind K. Achterberg", "witness"},       // her SCPA 1404 testimony, weighed in the decision
			{"Franklin R. Osei", "witness"},             // the attorney-draftsman's SCPA 1404 testimony
			{"Celeste M. Varga", "counsel"},
			{"Thaddeus R. Olowe", "counsel"},
			{"Adriana M. Kessler-Nwosu", "judge"}, // the Surrogate
		},
		events: []Event{
			{"2024-02-08", petF, 1},
			{"2022-09-19", petF, 1},
			{"2024-03-14", petF, 2},
			{"2022-09-19", objF, 1},
			{"2022-08-30", objF, 1},
			{"2015-05-04", objF, 1},
			{"2024-06-03", objF, 2},
			{"2022-09-19", affF, 1},
			{"2024-07-22", affF, 2},
			{"2024-10-04", decF, 1},
			{"2024-07-22", decF, 1},
			{"2024-10-25", decF, 1},
			{"2024-11-08", decF, 1},
			{"2022-09-19", decF, 1},
			{"2024-02-08", decF, 1},
			{"2024-08-27", decF, 1},
			{"2024-09-10", decF, 1},
			{"2022-09-12", decF, 1},
			{"2025-01-23", decF, 2},
			{"2024-12-11", decF, 2},
		},
	}
}

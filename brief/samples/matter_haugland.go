package samples

// DEV SET (held out at first sight): a home buyers' suit in Hennepin County
// District Court (Fourth Judicial District), Minnesota, against the sellers
// who answered "No" to water in the basement on their disclosure statement
// after having a foundation crack injected, tried to the court. Minnesota
// "hip-pocket" service: the summons and complaint served before filing
// carry a blank "Court File No." and later papers "27-CV-24-15872" with
// the e-filing legend at the top right ("27-CV-24-15872 / Filed in
// District Court / State of Minnesota / 10/2/2024 3:47 PM"); the caption
// "STATE OF MINNESOTA / COUNTY OF HENNEPIN" at the left and "DISTRICT
// COURT / FOURTH JUDICIAL DISTRICT" and "Case Type:" at the right, the
// parties in mixed case; the summons ("THIS SUMMONS IS DIRECTED TO X AND
// Y.", the numbered notices "1. YOU ARE BEING SUED." ... "6. ALTERNATIVE
// DISPUTE RESOLUTION.", "By:" the first lawyer with "(#0391847)" and the
// second under her); the complaint (the home inspector, the waterproofing
// estimator, the neighbour and the foundation contractor named in the
// facts, counts under Minn. Stat. § 513.55 and for fraud, "Dated:" at the
// left beside the firm, "By: /s/ X", "X, Atty. Reg. No. ..." for two
// lawyers, "ATTORNEYS FOR PLAINTIFFS", the "ACKNOWLEDGMENT" under Minn.
// Stat. § 549.211 signed again); the process server's affidavit of
// service (a ")"-ruled "STATE OF MINNESOTA ) ss. COUNTY OF HENNEPIN )"
// venue, "X, being first duly sworn, on oath deposes and says", personal
// service on one defendant and abode service on the other through their
// daughter, "a person of suitable age and discretion then residing
// therein", the server's agency, the notary's jurat and her commission
// stamp); excerpts of a defendant's deposition (cover with "The following
// is the deposition of X, taken before Y, Registered Professional
// Reporter", "APPEARANCES:" with "On behalf of the Plaintiffs:" / "On
// behalf of the Defendants:" over lawyers in capitals with "ESQ.", "ALSO
// PRESENT:" a plaintiff and the other defendant, an "INDEX" with
// "EXAMINATION BY:" rows and exhibits with their dates "03/30/2023",
// numbered testimony lines with "BY MS. LUNDEEN:", the reporter's
// certificate); and the court's findings of fact, conclusions of law,
// order for judgment and memorandum ("came before the Honorable X, Judge
// of District Court, for a court trial on March 24 and 25, 2025", counsel
// who appeared with "Esq.", "The Court received testimony from Plaintiffs
// X and Y; Z, an estimator ...; W, Plaintiffs' next-door neighbor; and
// Defendant V. Defendant U did not testify.", the deposition received,
// "LET JUDGMENT BE ENTERED ACCORDINGLY.", "BY THE COURT:" over the judge's
// name and "Judge of District Court", a memorandum weighing the
// testimony of witnesses by "Mr." and "Ms." and surname, the court
// administrator's certificate of judgment signed by a deputy).
// Conventions: the buyers are plaintiffs and the sellers defendants (the
// summons's addressees, the defendants, are no recipients, as the US
// summonses of sable-point-v-norrland, seagrape-v-coastal-cantina and
// vireo-capital-v-quillfeather are keyed); every lawyer in the signature
// blocks, the appearances and the order is counsel, keyed without "ESQ."
// and registration numbers; the process server who swears the affidavit
// of service is its declarant (as in okonkwo-v-heartland); the seller
// deposed is the deponent, and a witness too, since he testified at
// trial; both buyers, the estimator and the neighbour testified and are
// witnesses; the district judge is the judge. The seller who did not
// testify is only a defendant. The sellers' daughter served for her
// mother, the notary, the process-serving agency, the court reporter, the
// home inspector (named in the facts and the memorandum, but who did not
// testify), the foundation contractor, the court administrator and her
// deputy are no parties. The notary's commission expiry is no event; the
// e-filing legend's date is an event on the filing's first page; every
// other date printed is an event on its page, each day of "March 24 and
// 25, 2025" and the index's numeric dates.
func init() { specs = append(specs, haugland) }

func haugland() matterSpec {
	const (
		sumF = "Summons - Haugland v. Skjervold.pdf"
		cmpF = "Complaint - Haugland v. Skjervold.pdf"
		aosF = "27-CV-24-15872 Affidavit of Service (Ellefson).pdf"
		depF = "Skjervold Curtis Deposition 2025-01-15 (excerpts).pdf"
		ordF = "27-CV-24-15872 Findings of Fact, Conclusions of Law, Order for Judgment and Memorandum.pdf"
	)
	legend := func(when string) block {
		return small(r("27-CV-24-15872\nFiled in District Court\nState of Minnesota\n"+when), 8)
	}
	top := func(caseType, fileNo string) block {
		return ls("STATE OF MINNESOTA                                                                          DISTRICT COURT",
			"COUNTY OF HENNEPIN                                                          FOURTH JUDICIAL DISTRICT",
			"                                                                              Case Type: "+caseType,
			"                                                                              Court File No. "+fileNo)
	}
	capt := func(title string) block {
		return caption("", []string{
			"Tobias E. Haugland and",
			"Renée M. Haugland,",
			"",
			"                    Plaintiffs,",
			"",
			"vs.",
			"",
			"Curtis W. Skjervold and",
			"Jolene A. Skjervold,",
			"",
			"                    Defendants.",
		}, []string{"", "", "", "", "", title})
	}

	sum := doc{name: sumF, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				top("Other Civil (Fraud)", "________________"), gap(),
				capt("SUMMONS"), gap(),
				l("THIS SUMMONS IS DIRECTED TO CURTIS W. SKJERVOLD AND JOLENE A. SKJERVOLD."), gap(),
				p("1. YOU ARE BEING SUED. The Plaintiffs have started a lawsuit against you. The Plaintiffs' Complaint against you is attached to this Summons. Do not throw these papers away. They are official papers that affect your rights. You must respond to this lawsuit even though it may not yet be filed with the Court and there may be no court file number on this Summons."),
				p("2. YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS. You must give or mail to the person who signed this Summons a written response called an Answer within 21 days of the date on which you received this Summons. You must send a copy of your Answer to the person who signed this Summons located at: Lundeen Odegaard, P.A., 80 South Eighth Street, Suite 2900, Minneapolis, Minnesota 55402."),
				p("3. YOU MUST RESPOND TO EACH CLAIM. The Answer is your written response to the Plaintiffs' Complaint. In your Answer you must state whether you agree or disagree with each paragraph of the Complaint. If you believe the Plaintiffs should not be given everything asked for in the Complaint, you must say so in your Answer."),
				p("4. YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS. If you do not Answer within 21 days, you will lose this case. You will not get to tell your side of the story, and the Court may decide against you and award the Plaintiffs everything asked for in the Complaint."),
			},
			{
				p("5. LEGAL ASSISTANCE. You may wish to get legal help from a lawyer. If you do not have a lawyer, the Court Administrator may have information about places where you can get legal assistance. Even if you cannot get legal help, you must still provide a written Answer to protect your rights or you may lose the case."),
				p("6. ALTERNATIVE DISPUTE RESOLUTION. The parties may agree to or be ordered to participate in an alternative dispute resolution process under Rule 114 of the Minnesota General Rules of Practice. You must still send your written response to the Complaint even if you expect to use alternative means of resolving this dispute."),
				gap(),
				ls("Dated: September 5, 2024                                  LUNDEEN ODEGAARD, P.A.",
					"",
					"                                                                  By: /s/ Margit E. Lundeen",
					"                                                                  Margit E. Lundeen (#0391847)",
					"                                                                  Samuel T. Odegaard (#0402266)",
					"                                                                  80 South Eighth Street, Suite 2900",
					"                                                                  Minneapolis, MN 55402",
					"                                                                  (612) 555-0134",
					"                                                                  mlundeen@lundeenodegaard.com",
					"",
					"                                                                  ATTORNEYS FOR PLAINTIFFS"),
			},
		}}

	cmp := doc{name: cmpF, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				top("Other Civil (Fraud)", "________________"), gap(),
				capt("COMPLAINT"), gap(),
				p("Plaintiffs Tobias E. Haugland and Renée M. Haugland (\"the Hauglands\"), for their Complaint against Defendants Curtis W. Skjervold and Jolene A. Skjervold (\"the Skjervolds\"), state and allege as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. The Hauglands are married and reside at 5716 Oaklawn Avenue, Edina, Minnesota 55424 (the \"Property\"), which they bought from the Skjervolds."),
				p("2. The Skjervolds are married and reside at 4408 Zenith Avenue South, Minneapolis, Minnesota 55410."),
				p("3. This Court has jurisdiction under Minn. Stat. § 484.01. Venue is proper in Hennepin County under Minn. Stat. § 542.09 because the Property is here and the Skjervolds reside here."),
				cb("FACTS"),
				p("4. On March 30, 2023, the Skjervolds signed a Seller's Disclosure Statement for the Property. To the question whether they had experienced any water intrusion, leakage or dampness in the basement, and to the question whether any repairs had been made to the foundation, they answered \"No\"."),
			},
			{
				p("5. Relying on the disclosure statement, the Hauglands signed a purchase agreement for the Property on April 18, 2023. Their home inspector, Wesley T. Rognlien of North Star Home Inspections, LLC, inspected the Property on April 22, 2023. The north wall of the basement had been freshly painted and was lined with shelving, and he noted no moisture. The sale closed on May 31, 2023 for $512,000."),
				p("6. On April 28, 2024, after heavy rain, water came into the basement along the north wall and soaked the finished floor."),
				p("7. On May 3, 2024, Kari L. Sundquist, an estimator with Basement Dry Pros, Inc., inspected the basement. Behind the shelving she found a vertical crack in the north wall that had been injected and painted over, efflorescence under the paint and water-stained drywall."),
				p("8. The Hauglands' neighbor, Dale P. Ostby, told them that he had helped Mr. Skjervold pump water out of the basement in the spring of 2021. The Hauglands later obtained an invoice of Twin Cities Foundation Repair, Inc. dated June 14, 2021, addressed to Curtis Skjervold at the Property, for \"crack injection - north wall.\""),
				p("9. The cost to excavate and waterproof the north wall, install drain tile and restore the finished basement is $51,450."),
				cb("COUNT I - VIOLATION OF MINN. STAT. § 513.55"),
				p("10. The Hauglands reallege the foregoing paragraphs. The Skjervolds knew of the water intrusion and the foundation repair, which materially and adversely affect the use and enjoyment of the Property, and failed to disclose them as Minn. Stat. § 513.55 requires. Under Minn. Stat. § 513.57, subd. 2, they are liable for the Hauglands' damages, costs and reasonable attorney fees."),
				cb("COUNT II - FRAUDULENT MISREPRESENTATION"),
				p("11. The Hauglands reallege the foregoing paragraphs. The Skjervolds' answers were false representations of past material facts, made with knowledge of their falsity and with the intent that the Hauglands rely on them, and the Hauglands did so rely, to their damage."),
				p("WHEREFORE, the Hauglands ask for judgment against the Skjervolds, jointly and severally, for damages in excess of $50,000, their reasonable attorney fees under Minn. Stat. § 513.57, subd. 2, costs and disbursements, and such other relief as is just."),
			},
			{
				ls("Dated: September 5, 2024                                  LUNDEEN ODEGAARD, P.A.",
					"",
					"                                                                  By: /s/ Margit E. Lundeen",
					"                                                                  Margit E. Lundeen, Atty. Reg. No. 0391847",
					"                                                                  Samuel T. Odegaard, Atty. Reg. No. 0402266",
					"                                                                  80 South Eighth Street, Suite 2900",
					"                                                                  Minneapolis, MN 55402",
					"                                                                  Telephone: (612) 555-0134",
					"                                                                  mlundeen@lundeenodegaard.com",
					"                                                                  sodegaard@lundeenodegaard.com",
					"",
					"                                                                  ATTORNEYS FOR PLAINTIFFS"),
				gap(),
				cb("ACKNOWLEDGMENT"),
				p("The undersigned hereby acknowledges that sanctions may be imposed under Minn. Stat. § 549.211."),
				ls("                                                                  /s/ Margit E. Lundeen",
					"                                                                  Margit E. Lundeen"),
			},
		}}

	aos := doc{name: aosF, font: "Times", size: 11, unicode: true,
		footer: "AFFIDAVIT OF SERVICE - Page %d of %t",
		pages: []page{{
			legend("10/2/2024 3:47 PM"),
			top("Other Civil (Fraud)", "27-CV-24-15872"), gap(),
			caption("", []string{
				"Tobias E. Haugland and Renée M. Haugland,",
				"                    Plaintiffs,",
				"vs.",
				"Curtis W. Skjervold and Jolene A. Skjervold,",
				"                    Defendants.",
			}, []string{"", "", "AFFIDAVIT OF SERVICE"}), gap(),
			ls("STATE OF MINNESOTA      )",
				"                                      ) ss.",
				"COUNTY OF HENNEPIN      )"),
			gap(),
			p("Rodney K. Ellefson, being first duly sworn, on oath deposes and says that he is a resident of Anoka County, Minnesota, over the age of eighteen years and not a party to this action; and that on September 9, 2024, at 6:42 p.m., he served the Summons and Complaint in the above-entitled action upon Defendant Curtis W. Skjervold by handing to and leaving with him personally a true and correct copy thereof at 4408 Zenith Avenue South, Minneapolis, Minnesota 55410; and"),
			p("that on the same date and at the same time and place he served the Summons and Complaint upon Defendant Jolene A. Skjervold by leaving a true and correct copy thereof at her usual place of abode with Kaylee J. Skjervold, her daughter, a person of suitable age and discretion then residing therein, described as a female of about 22 years, 5'6\", with brown hair."),
			l("Service fee: $85.00"),
		}, {
			ls("                                                                  /s/ Rodney K. Ellefson",
				"                                                                  Rodney K. Ellefson",
				"                                                                  Metro Legal Process, Inc.",
				"                                                                  330 Second Avenue South, Suite 450",
				"                                                                  Minneapolis, MN 55401"),
			gap(),
			ls("Subscribed and sworn to before me",
				"this 10th day of September, 2024.",
				"",
				"/s/ Linnea M. Haakenstad",
				"Notary Public"),
			small(ls("LINNEA M. HAAKENSTAD",
				"NOTARY PUBLIC - MINNESOTA",
				"My Commission Expires Jan. 31, 2027"), 8),
		}}}

	rptFooter := "Northland Court Reporters  |  (612) 555-0188  |  northlandreporters.com"
	dep := doc{name: depF, font: "Courier", size: 10, unicode: true, footer: rptFooter,
		pages: []page{
			{
				ls("STATE OF MINNESOTA                             DISTRICT COURT",
					"COUNTY OF HENNEPIN                   FOURTH JUDICIAL DISTRICT",
					"                                  Case Type: Other Civil",
					"",
					"Tobias E. Haugland and",
					"Renée M. Haugland,",
					"               Plaintiffs,",
					"",
					"vs.                               Court File No. 27-CV-24-15872",
					"",
					"Curtis W. Skjervold and",
					"Jolene A. Skjervold,",
					"               Defendants."),
				gap(), gap(),
				cb("DEPOSITION OF CURTIS W. SKJERVOLD"), gap(), gap(),
				p("The following is the deposition of CURTIS W. SKJERVOLD, taken before Heidi R. Tollefsrud, Registered Professional Reporter and Notary Public, pursuant to Notice of Taking Deposition, at the offices of Lundeen Odegaard, P.A., 80 South Eighth Street, Suite 2900, Minneapolis, Minnesota, on Wednesday, January 15, 2025, commencing at approximately 9:30 a.m."),
			},
			{
				ls("APPEARANCES:",
					"",
					"     On behalf of the Plaintiffs:",
					"",
					"          MARGIT E. LUNDEEN, ESQ.",
					"          Lundeen Odegaard, P.A.",
					"          80 South Eighth Street, Suite 2900",
					"          Minneapolis, Minnesota 55402",
					"",
					"     On behalf of the Defendants:",
					"",
					"          PETER A. NYGAARD-COLE, ESQ.",
					"          ANIKA S. THORSRUD, ESQ.",
					"          Nygaard-Cole Thorsrud, PLLC",
					"          7760 France Avenue South, Suite 1100",
					"          Bloomington, Minnesota 55435",
					"",
					"     ALSO PRESENT:",
					"",
					"          Tobias E. Haugland",
					"          Jolene A. Skjervold",
					"",
					"",
					"                          I N D E X",
					"",
					"EXAMINATION BY:                                      PAGE",
					"     Ms. Lundeen ..................................... 4",
					"     Mr. Nygaard-Cole ................................ 52",
					"",
					"EXHIBITS MARKED:                                     PAGE",
					"     Ex. 3   Seller's Disclosure Statement,",
					"             03/30/2023 ................................ 11",
					"     Ex. 7   Twin Cities Foundation Repair invoice,",
					"             06/14/2021 ................................ 27",
					"     Ex. 9   Photographs of north basement wall,",
					"             05/03/2024 ................................ 33"),
			},
			{
				r("4"), gap(),
				ls(" 1                   CURTIS W. SKJERVOLD,",
					" 2      having been first duly sworn, was examined and",
					" 3      testified as follows:",
					" 4                       EXAMINATION",
					" 5   BY MS. LUNDEEN:",
					" 6        Q.   Please state your name for the record.",
					" 7        A.   Curtis Skjervold.",
					" 8        Q.   Mr. Skjervold, you and your wife owned the",
					" 9   house at 5716 Oaklawn Avenue in Edina from 2011",
					"10   until you sold it to the Hauglands?",
					"11        A.   That's right. We closed May 31, 2023.",
					"12        Q.   In all that time, did you ever have water in",
					"13   the basement?",
					"14        A.   Not to speak of. Some dampness in the spring,",
					"15   like every house in Edina.",
					"16        Q.   Did you ever have to pump water out of the",
					"17   basement?",
					"18        A.   Once. In the spring of '21 there was a little",
					"19   water by the north wall after a big storm. Dale from",
					"20   next door brought his pump over.",
					"21        Q.   How much water?",
					"22        A.   An inch, maybe two. It was gone by the next",
					"23   day.",
					"24        Q.   After that, did you have anyone look at the",
					"25   north wall?"),
			},
			{
				r("27"), gap(),
				ls(" 1        Q.   I'm handing you what's been marked as",
					" 2   Exhibit 7. It's an invoice from Twin Cities",
					" 3   Foundation Repair dated June 14, 2021, addressed to",
					" 4   you at the Oaklawn Avenue house. Do you recognize it?",
					" 5        A.   Yes.",
					" 6        Q.   It's for \"crack injection - north wall.\" Is",
					" 7   that the work you had done after the water came in?",
					" 8        A.   Yes. They injected the crack. It was routine",
					" 9   maintenance. The guy said it happens to every",
					"10   foundation.",
					"11        Q.   When you filled out the disclosure statement on",
					"12   March 30, 2023, you answered \"No\" to whether any",
					"13   repairs had been made to the foundation. Why?",
					"14             MR. NYGAARD-COLE:  Objection to form.",
					"15             You can answer.",
					"16        A.   I didn't think a crack injection was a repair",
					"17   to the foundation. The foundation was fine.",
					"18        Q.   Who painted the north wall?",
					"19        A.   I did.",
					"20        Q.   When?",
					"21        A.   Before we listed. March of '23, I think.",
					"22        Q.   Did your wife know about the water and the",
					"23   crack injection?",
					"24        A.   She knew Dale helped me pump it out. I handled",
					"25   the rest."),
			},
			{
				cb("REPORTER'S CERTIFICATE"), gap(),
				ls("STATE OF MINNESOTA  )",
					"                    ) ss.",
					"COUNTY OF HENNEPIN  )"),
				gap(),
				p("I, Heidi R. Tollefsrud, Registered Professional Reporter and Notary Public, hereby certify that the witness, CURTIS W. SKJERVOLD, was duly sworn before me to tell the truth; that the foregoing testimony was recorded by me in stenotype and reduced to typewriting under my direction; that the foregoing pages are a true and accurate record of the portions of the testimony so given; that the reading and signing of the deposition by the witness was requested; and that I am not related to any of the parties or their counsel, nor interested in the outcome of the action."),
				p("WITNESS MY HAND AND SEAL this 27th day of January, 2025."),
				gap(),
				ls("                                   /s/ Heidi R. Tollefsrud",
					"                                   Heidi R. Tollefsrud, RPR",
					"                                   Notary Public, Hennepin County, Minnesota"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11, unicode: true,
		footer: "27-CV-24-15872          Page %d of %t",
		pages: []page{
			{
				legend("5/7/2025 11:52 AM"),
				top("Other Civil (Fraud)", "27-CV-24-15872"), gap(),
				capt(""), gap(),
				cb("FINDINGS OF FACT, CONCLUSIONS OF LAW,"),
				cb("ORDER FOR JUDGMENT AND MEMORANDUM"), gap(),
				p("The above-entitled matter came before the Honorable Solveig A. Henningsgaard, Judge of District Court, for a court trial on March 24 and 25, 2025, at the Hennepin County Government Center, Minneapolis, Minnesota."),
				p("Margit E. Lundeen, Esq., and Samuel T. Odegaard, Esq., appeared on behalf of Plaintiffs Tobias E. Haugland and Renée M. Haugland, who were present. Peter A. Nygaard-Cole, Esq., appeared on behalf of Defendants Curtis W. Skjervold and Jolene A. Skjervold, who were present."),
				p("The Court received testimony from Plaintiffs Tobias E. Haugland and Renée M. Haugland; Kari L. Sundquist, an estimator with Basement Dry Pros, Inc.; Dale P. Ostby, Plaintiffs' next-door neighbor; and Defendant Curtis W. Skjervold. Defendant Jolene A. Skjervold did not testify. Portions of the deposition of Curtis W. Skjervold taken January 15, 2025 were received under Minn. R. Civ. P. 32.01(b). The Court received Plaintiffs' Exhibits 1 through 22 and Defendants' Exhibits 101 through 109."),
				p("Based upon the testimony, the exhibits and all the files, records and proceedings herein, the Court makes the following:"),
			},
			{
				cb("FINDINGS OF FACT"),
				p("1. Defendants owned the home at 5716 Oaklawn Avenue, Edina, from 2011 until they sold it to Plaintiffs at a closing on May 31, 2023, for $512,000."),
				p("2. In the spring of 2021, water entered the basement along the north wall. Mr. Ostby helped Mr. Skjervold pump it out. On June 14, 2021, Twin Cities Foundation Repair, Inc. injected a vertical crack in the north wall at Mr. Skjervold's request."),
				p("3. In March 2023, Mr. Skjervold painted the north wall. On March 30, 2023, both Defendants signed a Seller's Disclosure Statement answering \"No\" to whether there had been water intrusion in the basement and whether the foundation had been repaired."),
				p("4. Plaintiffs' inspector, Wesley T. Rognlien, inspected the home on April 22, 2023. His report notes fresh paint on the north wall and shelving that blocked his view of it."),
				p("5. On April 28, 2024, water again entered the basement along the north wall. Ms. Sundquist inspected on May 3, 2024 and found the injected crack, efflorescence under the paint and stained drywall."),
				p("6. The reasonable cost to waterproof the north wall, install drain tile and restore the finished basement is $49,725."),
				cb("CONCLUSIONS OF LAW"),
				p("1. Defendants were aware of the 2021 water intrusion and the crack injection, which were material facts that could adversely and significantly affect an ordinary buyer's use and enjoyment of the property, and failed to disclose them, in violation of Minn. Stat. § 513.55, subd. 1."),
				p("2. Plaintiffs reasonably relied on the disclosure statement. Under Minn. Stat. § 513.57, subd. 2, Defendants are liable for Plaintiffs' actual damages, costs and reasonable attorney fees."),
				p("3. Because Plaintiffs recover their full damages under Count I, the Court does not reach Count II."),
				cb("ORDER FOR JUDGMENT"),
				p("1. Plaintiffs are awarded judgment against Defendants, jointly and severally, in the amount of $49,725.00."),
				p("2. Plaintiffs may serve and file a motion for their reasonable attorney fees and costs under Minn. Stat. § 513.57, subd. 2, within thirty days of the entry of judgment."),
				cb("LET JUDGMENT BE ENTERED ACCORDINGLY."),
				ls("                                                                  BY THE COURT:",
					"",
					"Dated: May 7, 2025                                        /s/ Solveig A. Henningsgaard",
					"                                                                  Solveig A. Henningsgaard",
					"                                                                  Judge of District Court"),
			},
			{
				cb("MEMORANDUM"),
				p("The case turns on what Defendants knew. Mr. Skjervold testified, as he had at his deposition, that the 2021 water was \"an inch, maybe two,\" and that the crack injection was routine maintenance rather than a repair to the foundation. The Court does not find that distinction credible. He hired a foundation contractor within weeks of the water, paid it to seal the wall the water came through, and painted that wall shortly before listing the home."),
				p("Mr. Ostby's testimony that he and Mr. Skjervold pumped water from the basement for most of an afternoon, and that Mrs. Skjervold brought them towels and thanked him for his help, was specific and unshaken on cross-examination. The Court credits it, and finds that both Defendants knew of the water intrusion when they signed the disclosure statement."),
				p("Ms. Sundquist explained the efflorescence under the paint and the injection ports still visible in the crack, and her estimate was the only evidence of the cost of repair. The Court adopts it, less the $1,725 she attributed to upgrading the basement's carpet. Mr. Haugland and Ms. Haugland each testified to their reliance on the disclosure statement, and Mr. Rognlien's report explains why the inspection did not reveal the repair."),
				gap(), gap(),
				cb("JUDGMENT"),
				p("I hereby certify that the above Order for Judgment constitutes the Judgment of the Court."),
				ls("Dated: May 8, 2025                                        Marisa T. Engebretson, Court Administrator",
					"",
					"                                                                  By: /s/ J. Vang",
					"                                                                  Deputy Court Administrator"),
			},
		}}

	return matterSpec{
		name: "haugland-v-skjervold", title: "Haugland v. Skjervold (Minn. Dist. Ct., Hennepin County, No. 27-CV-24-15872)", heldOut: true,
		firstSight: &Figures{PartyTruth: 16, PartyFound: 15, PartyCorrect: 14, EventTruth: 32, EventHits: 32, Grounded: 1}, // at e9697a6
		docs:       []doc{sum, cmp, aos, dep, ord},
		parties: []Party{
			{"Tobias E. Haugland", "plaintiff"},
			{"Tobias E. Haugland", "witness"},
			{"Renée M. Haugland", "plaintiff"},
			{"Renée M. Haugland", "witness"},
			{"Curtis W. Skjervold", "defendant"},
			{"Curtis W. Skjervold", "deponent"},
			{"Curtis W. Skjervold", "witness"},
			{"Jolene A. Skjervold", "defendant"},
			{"Margit E. Lundeen", "counsel"},
			{"Samuel T. Odegaard", "counsel"},
			{"Peter A. Nygaard-Cole", "counsel"},
			{"Anika S. Thorsrud", "counsel"},
			{"Rodney K. Ellefson", "declarant"}, // the process server who swears the affidavit of service
			{"Kari L. Sundquist", "witness"},
			{"Dale P. Ostby", "witness"},
			{"Solveig A. Henningsgaard", "judge"},
		},
		events: []Event{
			{"2024-09-05", sumF, 2},
			{"2023-03-30", cmpF, 1},
			{"2023-04-18", cmpF, 2},
			{"2023-04-22", cmpF, 2},
			{"2023-05-31", cmpF, 2},
			{"2024-04-28", cmpF, 2},
			{"2024-05-03", cmpF, 2},
			{"2021-06-14", cmpF, 2},
			{"2024-09-05", cmpF, 3},
			{"2024-10-02", aosF, 1},
			{"2024-09-09", aosF, 1},
			{"2024-09-10", aosF, 2},
			{"2025-01-15", depF, 1},
			{"2023-03-30", depF, 2},
			{"2021-06-14", depF, 2},
			{"2024-05-03", depF, 2},
			{"2023-05-31", depF, 3},
			{"2021-06-14", depF, 4},
			{"2023-03-30", depF, 4},
			{"2025-01-27", depF, 5},
			{"2025-05-07", ordF, 1},
			{"2025-03-24", ordF, 1},
			{"2025-03-25", ordF, 1},
			{"2025-01-15", ordF, 1},
			{"2023-05-31", ordF, 2},
			{"2021-06-14", ordF, 2},
			{"2023-03-30", ordF, 2},
			{"2023-04-22", ordF, 2},
			{"2024-04-28", ordF, 2},
			{"2024-05-03", ordF, 2},
			{"2025-05-07", ordF, 2},
			{"2025-05-08", ordF, 3},
		},
	}
}

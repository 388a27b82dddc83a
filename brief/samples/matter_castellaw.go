package samples

// DEV SET (held out at first sight): an uncontested divorce in the
// Superior Court of Cobb County, Georgia, from the complaint to the final
// decree. The clerk's e-filing stamp at the top right of each paper's
// first page ("**E-FILED** / 24-1-05218-48 / 8/14/2024 3:27 PM / the
// clerk's name / CLERK OF SUPERIOR COURT / Cobb County, Georgia"); the
// complaint for divorce ("IN THE SUPERIOR COURT OF COBB COUNTY / STATE OF
// GEORGIA", a ")"-ruled caption with "CIVIL ACTION / FILE NO." at the
// right, "COMES NOW X, Plaintiff in the above-styled action, and files
// this Complaint for Divorce against Y, Defendant, showing the Court as
// follows:", residence, the marriage and separation dates, the grounds
// under O.C.G.A. § 19-5-3(13), the adult child with her birth date, the
// maiden name to be restored, the prayer, "This 14th day of August,
// 2024.", the firm over two lawyers with "Georgia Bar No." and "Attorneys
// for Plaintiff"), with the plaintiff's verification on its last page
// ("STATE OF GEORGIA / COUNTY OF COBB", "Personally appeared before the
// undersigned officer, duly authorized by law to administer oaths, X,
// who, after first being duly sworn, deposes and states", the signature
// over the name in capitals, "Sworn to and subscribed before me this 12th
// day of August, 2024.", the notary and "My Commission Expires:
// 03/19/2027", "[NOTARY SEAL]"); the husband's domestic relations
// financial affidavit under Uniform Superior Court Rule 24.2 (the form's
// "AFFIANT: X  [ ] PLAINTIFF [X] DEFENDANT", numbered sections with
// labelled lines "Affiant's full name:" / "Date of birth:" / "Spouse's
// name:" / "Date of marriage:" / "Date of separation:", an "Employer:"
// row for each spouse, income, expense, asset and debt tables in "Affiant
// / Spouse" or "Description / Value / Owner" columns with the lender and
// the bank named, the affiant's oath and signature, the notary's jurat,
// and "Filed by:" his lawyer with her bar number, the form's footer with
// its revision); the plaintiff's lawyer's Rule 5.2 certificate of service
// of discovery ("RULE 5.2 CERTIFICATE OF SERVICE OF DISCOVERY MATERIALS",
// the three papers served in a numbered list, the defendant's lawyer's
// name and firm in an indented service block, "This 3rd day of October,
// 2024.", "Attorney for Plaintiff"); and the final judgment and decree of
// divorce in the Uniform Rule's words ("divorce a vinculo matrimonii",
// the settlement agreement's date and its filing date, the acknowledgment
// of service's date, the restored name, "SO ORDERED this 21st day of
// January, 2025.", the judge's e-signature over "Judge, Superior Court of
// Cobb County / Cobb Judicial Circuit", "Prepared and presented by:" the
// plaintiff's lawyer, "Consented to as to form and content:" the
// defendant's lawyer, and both spouses' signatures over their names and
// sides).
// Conventions (as in peachtree-fleet-v-marlowe and kilbride-and-kilbride):
// the wife is the plaintiff and, as she verifies the complaint, its
// declarant; the husband is the defendant and, as he swears his financial
// affidavit, its declarant; each lawyer with a Georgia bar number is
// counsel, the one who presents the decree and the one who consents to it
// too; the judge who signs the decree is the judge. A certificate of
// service makes the lawyer served no recipient (as a served pleading's
// "TO:" block makes none); the spouses' signatures of consent under the
// decree make them nothing more. The restored maiden name is the
// plaintiff's, no second person; the adult child, the notaries, the
// clerk, the employers, the lender and the bank are no parties. Every full
// date printed is an event on its page, the e-filing stamp's too (on the
// first page only); dates of birth and a notary's commission expiry are
// none.
func init() { specs = append(specs, castellaw) }

func castellaw() matterSpec {
	const (
		cmpF = "24-1-05218-48 Complaint for Divorce (verified).pdf"
		dfaF = "24-1-05218-48 Domestic Relations Financial Affidavit - Defendant.pdf"
		crtF = "24-1-05218-48 Rule 5.2 Certificate of Service of Discovery.pdf"
		dcrF = "24-1-05218-48 Final Judgment and Decree of Divorce.pdf"
	)
	stamp := func(when string) block {
		return small(r("**E-FILED**\n24-1-05218-48\n"+when+"\nMARGARET H. DOWDELL\nCLERK OF SUPERIOR COURT\nCobb County, Georgia"), 8)
	}
	head := []block{cb("IN THE SUPERIOR COURT OF COBB COUNTY"), cb("STATE OF GEORGIA"), gap()}
	capt := caption(")", []string{
		"RENEE DANIELLE CASTELLAW,",
		"",
		"          Plaintiff,",
		"",
		"v.",
		"",
		"BRANDON KEITH CASTELLAW,",
		"",
		"          Defendant.",
	}, []string{"", "", "CIVIL ACTION", "FILE NO. 24-1-05218-48", "", "", "", "", ""})
	plFirm := []string{
		"LANIER & BOATENG, LLC",
		"50 Whitlock Avenue, Suite 210",
		"Marietta, Georgia 30064",
		"(770) 555-0129",
		"klanier@lanierboateng.com",
	}

	complaint := doc{name: cmpF, font: "Times", size: 12, unicode: true, footer: "%d",
		pages: []page{
			append([]block{stamp("8/14/2024 3:27 PM")}, append(append([]block{}, head...), capt, gap(),
				cb("COMPLAINT FOR DIVORCE"), gap(),
				p("COMES NOW RENEE DANIELLE CASTELLAW, Plaintiff in the above-styled action, and files this Complaint for Divorce against BRANDON KEITH CASTELLAW, Defendant, showing the Court as follows:"),
				p("1. Plaintiff is a resident of Cobb County, Georgia, and has been a bona fide resident of the State of Georgia for more than six (6) months before the filing of this Complaint."),
				p("2. Defendant is a resident of Cobb County, Georgia, residing at 2145 Kemp Crossing Drive, Marietta, Georgia 30066, and is subject to the jurisdiction and venue of this Court. Defendant may be served with a copy of this Complaint and Summons at that address, or will acknowledge service."),
				p("3. Plaintiff and Defendant were lawfully married on June 18, 2003 in Savannah, Chatham County, Georgia. Plaintiff's name before the marriage was Renee Danielle Mabry."),
			)...),
			{
				p("4. The parties separated on or about March 2, 2024, and have since lived in a bona fide state of separation."),
				p("5. The marriage of the parties is irretrievably broken, and there is no hope of reconciliation. O.C.G.A. § 19-5-3(13)."),
				p("6. There are no minor children of the marriage, and none are expected. The parties' daughter, Jordan Elise Castellaw, was born on June 3, 2005 and has reached the age of majority."),
				p("7. During the marriage the parties acquired marital property, including the marital residence at 2145 Kemp Crossing Drive, Marietta, Georgia 30066, retirement accounts and motor vehicles, and incurred marital debts, all of which should be equitably divided."),
				p("8. Plaintiff desires that her name before the marriage, Renee Danielle Mabry, be restored to her."),
				p("9. No other action for divorce, alimony or separate maintenance between the parties is pending in any court, and no family violence protective order has been sought or entered."),
				p("WHEREFORE, Plaintiff prays: (a) that process issue and Defendant be served as provided by law; (b) that Plaintiff be granted a total divorce from Defendant; (c) that the marital property and debts be equitably divided; (d) that Plaintiff's name before the marriage be restored; (e) that Defendant be ordered to pay Plaintiff's attorney's fees under O.C.G.A. § 19-6-2; and (f) that the Court grant such other relief as it deems just."),
				l("This 14th day of August, 2024."), gap(),
				ls(append([]string{
					"                                     Respectfully submitted,", "",
					"                                     /s/ Kimberly A. Lanier",
					"                                     Kimberly A. Lanier",
					"                                     Georgia Bar No. 437719",
					"                                     Kwame O. Boateng",
					"                                     Georgia Bar No. 812206",
					"                                     Attorneys for Plaintiff", ""}, plFirm...)...),
			},
			{
				cb("VERIFICATION"), gap(),
				ls("STATE OF GEORGIA", "COUNTY OF COBB"), gap(),
				p("Personally appeared before the undersigned officer, duly authorized by law to administer oaths, RENEE DANIELLE CASTELLAW, who, after first being duly sworn, deposes and states that she is the Plaintiff in the foregoing Complaint for Divorce, and that the facts stated therein are true and correct to the best of her knowledge and belief."),
				gap(),
				ls("                                     /s/ Renee D. Castellaw",
					"                                     ______________________________",
					"                                     RENEE DANIELLE CASTELLAW"),
				gap(),
				ls("Sworn to and subscribed before me",
					"this 12th day of August, 2024.",
					"",
					"/s/ Gloria J. Petrakis",
					"______________________________",
					"NOTARY PUBLIC",
					"My Commission Expires: 03/19/2027",
					"[NOTARY SEAL]"),
			},
		}}

	dfa := doc{name: dfaF, font: "Helvetica", size: 9,
		footer: "Domestic Relations Financial Affidavit (Uniform Superior Court Rule 24.2)   Rev. 2021                       Page %d of %t",
		pages: []page{
			append([]block{stamp("10/1/2024 9:41 AM")}, append(append([]block{}, head...), capt, gap(),
				cb("DOMESTIC RELATIONS FINANCIAL AFFIDAVIT"),
				c("(Uniform Superior Court Rule 24.2)"), gap(),
				l("AFFIANT: BRANDON KEITH CASTELLAW                    [ ] PLAINTIFF      [X] DEFENDANT"), gap(),
				l("SECTION 1.  PERSONAL DATA"),
				ls("Affiant's full name: Brandon Keith Castellaw                        Age: 44     Date of birth: 10/07/1979",
					"Spouse's name: Renee Danielle Castellaw                             Age: 42     Date of birth: 02/11/1982",
					"Date of marriage: 06/18/2003                                        Date of separation: 03/02/2024",
					"Affiant's highest education: B.S., Mechanical Engineering           Spouse's: M.S.N.",
					"Employer: Vantage Aerostructures, Inc., Kennesaw, Georgia           Position: Senior Stress Engineer",
					"Spouse's employer: Marietta Pediatric Associates, P.C.              Position: Nurse Practitioner",
					"Children of the marriage (name, date of birth, resides with): Jordan Elise Castellaw, 06/03/2005, neither"),
				gap(),
				l("SECTION 2.  GROSS MONTHLY INCOME"),
				ls("                                                                     Affiant            Spouse",
					"(a) Salary and wages, including overtime                            $ 9,850.00         $ 6,420.00",
					"(b) Bonuses and commissions (monthly average)                       $   612.50         $     0.00",
					"(c) Self-employment income                                          $     0.00         $     0.00",
					"(d) Rental, interest and dividend income                            $    38.20         $     0.00",
					"(e) Other (specify):                                                $     0.00         $     0.00",
					"    TOTAL GROSS MONTHLY INCOME                                      $10,500.70         $ 6,420.00"),
				gap(),
				l("SECTION 3.  MONTHLY EXPENSES (Affiant)"),
				ls("Mortgage (principal, interest, taxes, insurance) - marital residence                   $ 2,318.00",
					"Utilities (power, gas, water, internet, phone)                                        $   486.00",
					"Food and household supplies                                                           $   720.00",
					"Automobile (payment, insurance, fuel, maintenance)                                    $   915.00",
					"Health insurance premium (Affiant's share) and uncovered medical                      $   342.00",
					"Contribution to adult child's college expenses (Kennesaw State University)            $   650.00",
					"    TOTAL MONTHLY EXPENSES                                                            $ 5,431.00"),
			)...),
			{
				l("SECTION 4.  ASSETS"),
				ls("Description                                                  Value            Owner (H/W/J)   Non-marital claim",
					"Marital residence, 2145 Kemp Crossing Drive, Marietta       $512,000.00       J               None",
					"Vantage Aerostructures 401(k) Plan                          $188,400.00       H               $14,200.00 (pre-marital)",
					"Marietta Pediatric Associates 403(b)                        $ 61,750.00       W               None",
					"Truist joint checking account (x4418)                       $  6,210.00       J               None",
					"2021 Toyota Highlander                                      $ 27,000.00       W               None",
					"2019 Ford F-150                                             $ 19,500.00       H               None",
					"    TOTAL ASSETS                                            $814,860.00"),
				gap(),
				l("SECTION 5.  LIABILITIES"),
				ls("Creditor                                      Balance           Monthly payment      Owed by (H/W/J)",
					"Chattahoochee Home Lending (mortgage)         $291,400.00       $2,318.00            J",
					"Delta Community Credit Union (F-150 loan)     $  8,930.00       $  412.00            H",
					"Citi Visa (x0731)                             $  4,615.00       $  150.00            J",
					"    TOTAL LIABILITIES                         $304,945.00"),
				gap(),
				l("SECTION 6.  HEALTH INSURANCE"),
				ls("Affiant and spouse are covered under the Vantage Aerostructures group medical plan (Affiant's employer).",
					"Monthly premium for employee and spouse: $684.00. Coverage for the spouse will end on entry of the final decree."),
				gap(),
				l("SECTION 7.  AFFIANT'S OATH"),
				p("I swear or affirm that the information contained in this Financial Affidavit and in any attachments to it is true and correct to the best of my knowledge, and that I have disclosed all of my income, assets and liabilities."),
				ls("                                                          /s/ Brandon K. Castellaw",
					"                                                          ___________________________________",
					"                                                          BRANDON KEITH CASTELLAW, Affiant"),
				gap(),
				ls("Sworn to and subscribed before me",
					"this 30th day of September, 2024.",
					"",
					"/s/ Latrice M. Odom",
					"___________________________________",
					"Notary Public, Cobb County, Georgia",
					"My commission expires: 11/08/2026"),
				gap(),
				ls("Filed by:",
					"Marcus E. Tolbert",
					"Georgia Bar No. 710254",
					"TOLBERT FAMILY LAW, P.C.",
					"1640 Powers Ferry Road, Building 14, Suite 300",
					"Marietta, Georgia 30067",
					"(770) 555-0196",
					"Attorney for Defendant"),
			},
		}}

	crt := doc{name: crtF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append([]block{stamp("10/3/2024 2:05 PM")}, append(append([]block{}, head...), capt, gap(),
				cb("RULE 5.2 CERTIFICATE OF SERVICE OF DISCOVERY MATERIALS"), gap(),
				p("Pursuant to Uniform Superior Court Rule 5.2, I hereby certify that I have this day served the following discovery materials upon counsel for Defendant:"),
				ls("     1. Plaintiff's First Continuing Interrogatories to Defendant;",
					"     2. Plaintiff's First Request for Production of Documents to Defendant; and",
					"     3. Plaintiff's First Requests for Admission to Defendant,"),
				p("by statutory electronic service through the Court's electronic filing system and by electronic mail, addressed as follows:"),
				ls("               Marcus E. Tolbert, Esq.",
					"               Tolbert Family Law, P.C.",
					"               1640 Powers Ferry Road, Building 14, Suite 300",
					"               Marietta, Georgia 30067",
					"               mtolbert@tolbertfamilylaw.com"),
				gap(),
				l("This 3rd day of October, 2024."), gap(),
				ls("                                     /s/ Kwame O. Boateng",
					"                                     Kwame O. Boateng",
					"                                     Georgia Bar No. 812206",
					"                                     LANIER & BOATENG, LLC",
					"                                     Attorney for Plaintiff"),
			)...),
		}}

	dcr := doc{name: dcrF, font: "Times", size: 12, footer: "Page %d of %t", unicode: true,
		pages: []page{
			append([]block{stamp("1/21/2025 10:02 AM")}, append(append([]block{}, head...), capt, gap(),
				cb("FINAL JUDGMENT AND DECREE OF DIVORCE"), gap(),
				p("Upon consideration of this case, upon evidence submitted as provided by law, it is the judgment of the Court that a total divorce be granted, that is to say, a divorce a vinculo matrimonii, between the parties to the above-stated case upon legal principles."),
				p("It is considered, ordered and decreed by the Court that the marriage contract heretofore entered into between the parties to this case, from and after this date, be and is set aside and dissolved as fully and effectually as if no such contract had ever been made, entered into, or existed between the parties. Plaintiff and Defendant, in all respects, shall hereafter be held and considered as separate and distinct persons altogether unconnected by any nuptial union or civil contract whatsoever, and both shall have the right to remarry."),
				p("The Court finds that Defendant acknowledged service on August 27, 2024, and that more than thirty-one (31) days have elapsed since service. The Court further orders that the Settlement Agreement entered into by the parties on December 9, 2024 and filed with the Court on December 11, 2024, a copy of which is attached hereto as Exhibit \"A,\" is hereby made the order of this Court and is incorporated herein by reference."),
				p("The Court further orders that Plaintiff's name before the marriage is restored, and that she shall hereafter be known as RENEE DANIELLE MABRY."),
			)...),
			{
				l("SO ORDERED this 21st day of January, 2025."), gap(),
				ls("                                     /s/ Theodore J. Ransome",
					"                                     ____________________________________",
					"                                     THEODORE J. RANSOME",
					"                                     Judge, Superior Court of Cobb County",
					"                                     Cobb Judicial Circuit"),
				gap(),
				ls(append([]string{
					"Prepared and presented by:", "",
					"/s/ Kimberly A. Lanier",
					"Kimberly A. Lanier",
					"Georgia Bar No. 437719",
					"Attorney for Plaintiff"}, plFirm...)...),
				gap(),
				ls("Consented to as to form and content:", "",
					"/s/ Marcus E. Tolbert",
					"Marcus E. Tolbert",
					"Georgia Bar No. 710254",
					"TOLBERT FAMILY LAW, P.C.",
					"Attorney for Defendant"),
				gap(), gap(),
				ls("/s/ Renee D. Castellaw                           /s/ Brandon K. Castellaw",
					"______________________________                   ______________________________",
					"RENEE DANIELLE CASTELLAW                         BRANDON KEITH CASTELLAW",
					"Plaintiff                                        Defendant"),
			},
		}}

	return matterSpec{
		name: "castellaw-v-castellaw", title: "Castellaw v. Castellaw (Ga. Super. Ct., Cobb County, No. 24-1-05218-48)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 11, PartyCorrect: 8, EventTruth: 15, EventHits: 15, Grounded: 1}, // at 0862d31
		docs:       []doc{complaint, dfa, crt, dcr},
		parties: []Party{
			{"Renee Danielle Castellaw", "plaintiff"},
			{"Renee Danielle Castellaw", "declarant"}, // verifies the complaint
			{"Brandon Keith Castellaw", "defendant"},
			{"Brandon Keith Castellaw", "declarant"}, // swears his financial affidavit
			{"Kimberly A. Lanier", "counsel"},
			{"Kwame O. Boateng", "counsel"},
			{"Marcus E. Tolbert", "counsel"},
			{"Theodore J. Ransome", "judge"},
		},
		events: []Event{
			{"2024-08-14", cmpF, 1}, // stamp
			{"2003-06-18", cmpF, 1},
			{"2024-03-02", cmpF, 2},
			{"2024-08-14", cmpF, 2},
			{"2024-08-12", cmpF, 3},
			{"2024-10-01", dfaF, 1}, // stamp
			{"2003-06-18", dfaF, 1},
			{"2024-03-02", dfaF, 1},
			{"2024-09-30", dfaF, 2},
			{"2024-10-03", crtF, 1}, // stamp and "This 3rd day of October, 2024."
			{"2025-01-21", dcrF, 1}, // stamp
			{"2024-08-27", dcrF, 1},
			{"2024-12-09", dcrF, 1},
			{"2024-12-11", dcrF, 1},
			{"2025-01-21", dcrF, 2}, // "SO ORDERED this 21st day of January, 2025."
		},
	}
}

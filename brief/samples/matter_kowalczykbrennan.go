package samples

// DEV SET (held out at first sight): a California dissolution of marriage
// with two minor children in the Superior Court of California, County of
// Santa Clara (Family Justice Center), on the Judicial Council's forms and
// pleading paper. An extract of the petition (FL-100: the attorney box
// "ATTORNEY OR PARTY WITHOUT ATTORNEY" with "STATE BAR NO.:" and "NAME:" /
// "FIRM NAME:" / "STREET ADDRESS:" labels over the values and "ATTORNEY
// FOR (name):", the e-filing stamp in the "FOR COURT USE ONLY" box
// ("ELECTRONICALLY FILED / by Superior Court of CA, / County of Santa
// Clara, / on 6/11/2024 9:14 AM / Reviewed By: R. Tamayo / Case
// #24FL003412 / Envelope: 15623341"), the court's address lines,
// "PETITIONER:" / "RESPONDENT:", "PETITION FOR [X] Dissolution (Divorce)
// of: [X] Marriage", numbered items with check boxes, the statistical
// facts, a "Child's name / Birthdate / Age" table, the petitioner's
// declaration under penalty of perjury over "(TYPE OR PRINT NAME)" and
// "(SIGNATURE OF PETITIONER)", the attorney's line beside it, the form's
// footer with its revision date); the response (FL-120: the respondent's
// lawyer's box, a different date of separation, custody items, the
// respondent's declaration); the respondent's declaration on pleading
// paper in support of his request for order on custody (attorney header
// at the top left, ")"-ruled caption with "Date:", "Time:", "Dept.:",
// "I, X, declare:", the children by first name, their teacher, his mother
// and the Family Court Services counselor named, "I declare under penalty
// of perjury under the laws of the State of California that the foregoing
// is true and correct. Executed on ... at San Jose, California."); and the
// findings and order after hearing (FL-340: "This proceeding was heard on
// (date):", "by Judge (name):", "[X] Petitioner/Plaintiff present [X]
// Attorney present (name):", the court reporter in item 4, "Date:" over
// "JUDICIAL OFFICER", "Approved as conforming to court order." signed by
// the respondent's lawyer).
// Conventions: the spouse who petitions is the petitioner and, as she
// declares the petition true under penalty of perjury, its declarant; the
// other spouse is the respondent and the declarant of his response and of
// his declaration; each side's lawyer in the attorney boxes, the caption
// headers and the order's appearances is counsel; the judge who signs the
// findings and order as judicial officer is the judge. The children, the
// children's teacher and the respondent's mother named in the
// declaration, the Family Court Services child custody recommending
// counselor, the court reporter, the clerk who reviewed the e-filing and
// the firms are no parties. A child's birthdate is no event (as dates of
// birth are not, in state-v-belcher), nor is a form's revision date; the
// e-filing stamp's date is an event on the filing's first page; every
// other date printed is an event on its page.
func init() { specs = append(specs, kowalczykBrennan) }

func kowalczykBrennan() matterSpec {
	const (
		petF = "24FL003412 FL-100 Petition (Dissolution) - extract.pdf"
		rspF = "24FL003412 FL-120 Response.pdf"
		dclF = "24FL003412 Declaration of Owen T. Brennan re Custody.pdf"
		ordF = "24FL003412 FL-340 Findings and Order After Hearing 09-12-2024.pdf"
	)
	court := []string{
		"SUPERIOR COURT OF CALIFORNIA, COUNTY OF SANTA CLARA",
		"STREET ADDRESS: 201 North First Street",
		"MAILING ADDRESS: 201 North First Street",
		"CITY AND ZIP CODE: San Jose, CA 95113",
		"BRANCH NAME: Family Justice Center",
		"",
		"PETITIONER: NATALIA R. KOWALCZYK-BRENNAN",
		"RESPONDENT: OWEN T. BRENNAN",
	}
	petBox := []string{
		"ATTORNEY OR PARTY WITHOUT ATTORNEY          STATE BAR NO.: 287341          FOR COURT USE ONLY",
		"NAME: Meredith A. Sandoval-Price                                           ELECTRONICALLY FILED",
		"FIRM NAME: SANDOVAL-PRICE FAMILY LAW, APC                                  by Superior Court of CA,",
		"STREET ADDRESS: 160 West Santa Clara Street, Suite 1050                    County of Santa Clara,",
		"CITY: San Jose          STATE: CA          ZIP CODE: 95113                  on 6/11/2024 9:14 AM",
		"TELEPHONE NO.: (408) 555-0187          FAX NO.:                            Reviewed By: R. Tamayo",
		"EMAIL ADDRESS: msp@sandovalpricelaw.com                                    Case #24FL003412",
		"ATTORNEY FOR (name): Petitioner Natalia R. Kowalczyk-Brennan               Envelope: 15623341",
	}
	rspBox := []string{
		"ATTORNEY OR PARTY WITHOUT ATTORNEY          STATE BAR NO.: 301552          FOR COURT USE ONLY",
		"NAME: Gideon P. Hartsfield                                                 ELECTRONICALLY FILED",
		"FIRM NAME: HARTSFIELD NAKAMURA LLP                                         by Superior Court of CA,",
		"STREET ADDRESS: 50 West San Fernando Street, Suite 700                     County of Santa Clara,",
		"CITY: San Jose          STATE: CA          ZIP CODE: 95113                  on 7/9/2024 3:22 PM",
		"TELEPHONE NO.: (408) 555-0133          FAX NO.:                            Reviewed By: D. Wexler",
		"EMAIL ADDRESS: gph@hartsfieldnakamura.com                                  Case #24FL003412",
		"ATTORNEY FOR (name): Respondent Owen T. Brennan                            Envelope: 15871920",
	}
	box := func(head []string, title ...string) block {
		lines := append(append(append([]string{}, head...), court...), title...)
		return small(ls(lines...), 8.5)
	}

	pet := doc{name: petF, font: "Helvetica", size: 9, unicode: true,
		footer: "FL-100 [Rev. January 1, 2019]   PETITION—MARRIAGE/DOMESTIC PARTNERSHIP (Family Law)   Page %d of %t (extract)",
		pages: []page{
			{
				box(petBox,
					"",
					"PETITION FOR     [X] Dissolution (Divorce) of:   [X] Marriage   [ ] Domestic Partnership",
					"                 [ ] Legal Separation of:        [ ] Nullity of:",
					"                 [ ] AMENDED                                              CASE NUMBER: 24FL003412"),
				gap(),
				ls("1. LEGAL RELATIONSHIP (check all that apply):  a. [X] We are married.",
					"2. RESIDENCE REQUIREMENTS (check all that apply):",
					"   a. [X] Petitioner [X] Respondent has been a resident of this state for at least six months and of this county",
					"          for at least three months immediately preceding the filing of this Petition.",
					"3. STATISTICAL FACTS",
					"   a. [X] Date of marriage (specify): June 14, 2014",
					"      Date of separation (specify): March 2, 2024",
					"      Time from date of marriage to date of separation (specify): Years: 9   Months: 8",
					"4. MINOR CHILDREN",
					"   a. [ ] There are no minor children.",
					"   b. [X] The minor children are:",
					"          Child's name                          Birthdate           Age           Sex",
					"          Sofia K. Brennan                      08/22/2016          7             F",
					"          Mateo J. Brennan                      04/05/2019          5             M",
					"   c. If there are minor children of Petitioner and Respondent, a completed Declaration Under Uniform Child",
					"      Custody Jurisdiction and Enforcement Act (UCCJEA) (form FL-105) must be attached.",
					"   d. [X] A completed voluntary declaration of parentage or paternity is not applicable.",
					"5. LEGAL GROUNDS (Family Code sections 2200-2210, 2310-2312)",
					"   a. [X] Divorce or legal separation of the parties based on",
					"          (1) [X] irreconcilable differences. (Fam. Code, section 2310(a).)",
					"6. CHILD CUSTODY AND VISITATION (PARENTING TIME) AND RESTRAINING ORDERS",
					"   a. Legal custody of children to ....................... Petitioner [ ]  Respondent [ ]  Joint [X]  Other [ ]",
					"   b. Physical custody of children to .................... Petitioner [X]  Respondent [ ]  Joint [ ]  Other [ ]",
					"   c. Child visitation (parenting time) be granted to .... Petitioner [ ]  Respondent [X]",
					"      As requested in form: [X] FL-311   [ ] FL-312   [ ] FL-341(C)   [ ] Attachment 6c(1)"),
			},
			{
				small(ls("PETITIONER: NATALIA R. KOWALCZYK-BRENNAN                                  CASE NUMBER: 24FL003412",
					"RESPONDENT: OWEN T. BRENNAN"), 8.5),
				gap(),
				ls("7. CHILD SUPPORT",
					"   a. If there are minor children born to or adopted by Petitioner and Respondent before or during this marriage",
					"      or domestic partnership, the court will make orders for the support of the children upon request and",
					"      submission of financial forms by the requesting party.",
					"8. SPOUSAL OR DOMESTIC PARTNER SUPPORT",
					"   a. [X] Spousal or domestic partner support payable to ........ [ ] Petitioner  [X] Respondent  ... [X] Petitioner",
					"9. SEPARATE PROPERTY",
					"   a. [X] Confirm as separate property the assets and debts in [X] Property Declaration (form FL-160).",
					"10. COMMUNITY AND QUASI-COMMUNITY PROPERTY",
					"   a. [X] Determine rights to community and quasi-community assets and debts. All such assets and debts are",
					"          listed [X] in Property Declaration (form FL-160).",
					"11. OTHER REQUESTS",
					"   a. [X] Attorney's fees and costs payable by ........... [ ] Petitioner  [X] Respondent",
					"   b. [X] Petitioner's former name be restored to (specify): Natalia Renata Kowalczyk",
					"",
					"12. I HAVE READ THE RESTRAINING ORDERS ON THE BACK OF THE SUMMONS, AND I UNDERSTAND THAT THEY APPLY TO ME",
					"    WHEN THIS PETITION IS FILED.",
					"",
					"I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.",
					"",
					"Date: June 10, 2024",
					"",
					"Natalia R. Kowalczyk-Brennan                                /s/ Natalia R. Kowalczyk-Brennan",
					"(TYPE OR PRINT NAME)                                        (SIGNATURE OF PETITIONER)",
					"",
					"Date: June 10, 2024",
					"",
					"Meredith A. Sandoval-Price                                  /s/ Meredith A. Sandoval-Price",
					"(TYPE OR PRINT NAME)                                        (SIGNATURE OF ATTORNEY FOR PETITIONER)",
					"",
					"The original response must be filed in the court with proof of service of a copy on Petitioner."),
			},
		}}

	rsp := doc{name: rspF, font: "Helvetica", size: 9, unicode: true,
		footer: "FL-120 [Rev. January 1, 2020]   RESPONSE—MARRIAGE/DOMESTIC PARTNERSHIP (Family Law)   Page %d of %t",
		pages: []page{
			{
				box(rspBox,
					"",
					"RESPONSE [X] AND REQUEST FOR:  [X] Dissolution (Divorce) of:  [X] Marriage  [ ] Domestic Partnership",
					"                               [ ] Legal Separation of:       [ ] Nullity of:",
					"                                                                          CASE NUMBER: 24FL003412"),
				gap(),
				ls("1. LEGAL RELATIONSHIP (check all that apply):  a. [X] We are married.",
					"2. RESIDENCE REQUIREMENTS  a. [X] Petitioner [X] Respondent has been a resident of this state for at least six",
					"          months and of this county for at least three months immediately preceding the filing of the Petition.",
					"3. STATISTICAL FACTS",
					"   a. [X] Date of marriage (specify): June 14, 2014",
					"      Date of separation (specify): January 15, 2024",
					"      Time from date of marriage to date of separation (specify): Years: 9   Months: 7",
					"4. MINOR CHILDREN",
					"   b. [X] The minor children are:",
					"          Child's name                          Birthdate           Age           Sex",
					"          Sofia K. Brennan                      08/22/2016          7             F",
					"          Mateo J. Brennan                      04/05/2019          5             M",
					"5. LEGAL GROUNDS  a. [X] Divorce based on (1) [X] irreconcilable differences. (Fam. Code, section 2310(a).)",
					"6. CHILD CUSTODY AND VISITATION (PARENTING TIME)",
					"   a. Legal custody of children to ....................... Petitioner [ ]  Respondent [ ]  Joint [X]  Other [ ]",
					"   b. Physical custody of children to .................... Petitioner [ ]  Respondent [ ]  Joint [X]  Other [ ]",
					"   c. [X] Child visitation (parenting time) as requested in [X] Attachment 6c: alternating weeks, exchanges at",
					"          Lincoln Glen Elementary School, and the summer schedule in the Declaration of Owen T. Brennan.",
					"7. CHILD SUPPORT  a. The court will make orders for the support of the children upon request.",
					"8. SPOUSAL OR DOMESTIC PARTNER SUPPORT  a. [X] Terminate (end) the court's ability to award support to Petitioner",
					"   upon entry of judgment. Respondent contends the date of separation is January 15, 2024, when Petitioner",
					"   moved into the residence on Cherry Avenue, not March 2, 2024 as alleged."),
			},
			{
				small(ls("PETITIONER: NATALIA R. KOWALCZYK-BRENNAN                                  CASE NUMBER: 24FL003412",
					"RESPONDENT: OWEN T. BRENNAN"), 8.5),
				gap(),
				ls("9. SEPARATE PROPERTY  a. [X] Confirm as separate property the assets and debts in [X] Property Declaration (form FL-160).",
					"10. COMMUNITY AND QUASI-COMMUNITY PROPERTY  a. [X] Determine rights to community and quasi-community assets and debts.",
					"11. OTHER REQUESTS  a. [X] Attorney's fees and costs payable by ... [X] Petitioner  [ ] Respondent",
					"",
					"I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.",
					"",
					"Date: July 8, 2024",
					"",
					"Owen T. Brennan                                             /s/ Owen T. Brennan",
					"(TYPE OR PRINT NAME)                                        (SIGNATURE OF RESPONDENT)",
					"",
					"Date: July 8, 2024",
					"",
					"Gideon P. Hartsfield                                        /s/ Gideon P. Hartsfield",
					"(TYPE OR PRINT NAME)                                        (SIGNATURE OF ATTORNEY FOR RESPONDENT)"),
			},
		}}

	hdr := ls("GIDEON P. HARTSFIELD (SBN 301552)",
		"gph@hartsfieldnakamura.com",
		"HARTSFIELD NAKAMURA LLP",
		"50 West San Fernando Street, Suite 700",
		"San Jose, California 95113",
		"Telephone: (408) 555-0133",
		"",
		"Attorneys for Respondent,",
		"OWEN T. BRENNAN")
	dcl := doc{name: dclF, font: "Times", size: 11, unicode: true, pleading: true,
		footer: "DECLARATION OF OWEN T. BRENNAN IN SUPPORT OF REQUEST FOR ORDER RE: CHILD CUSTODY - %d",
		pages: []page{
			{
				hdr, gap(),
				cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"),
				cb("FOR THE COUNTY OF SANTA CLARA"), gap(),
				caption(")", []string{"In re the Marriage of:", "", "Petitioner: NATALIA R. KOWALCZYK-BRENNAN,", "", "and", "", "Respondent: OWEN T. BRENNAN."},
					[]string{"Case No. 24FL003412", "", "DECLARATION OF OWEN T. BRENNAN IN", "SUPPORT OF REQUEST FOR ORDER RE:", "CHILD CUSTODY AND PARENTING TIME", "", "Date: September 12, 2024", "Time: 8:30 a.m.", "Dept.: 83"}),
				gap(),
				l("I, Owen T. Brennan, declare:"),
				p("1. I am the Respondent in this proceeding and the father of Sofia, age 8, and Mateo, age 5. I have personal knowledge of the facts in this declaration and could testify to them."),
				p("2. Since Natalia moved out of our home on Cherry Avenue on January 15, 2024, the children have spent every other week with me under an informal arrangement. Between February 1, 2024 and June 30, 2024 they were with me for 73 of 151 overnights, as shown in the calendar attached as Exhibit A."),
			},
			{
				p("3. I work from home three days a week as a firmware engineer. On my weeks I take both children to Lincoln Glen Elementary School and pick them up, and my mother, Gloria M. Brennan, who lives four blocks away, watches them on the two afternoons I am in the office."),
				p("4. Sofia's second-grade teacher, Ms. Harriet Oduya, wrote to both of us on May 20, 2024 that Sofia's reading and attendance had improved during the spring. A copy of her email is attached as Exhibit B."),
				p("5. On June 24, 2024 Natalia told me that she intended to enroll the children in a school in Campbell and to limit my time to alternate weekends. I filed my Request for Order on July 8, 2024, together with my Response, to keep the children's schedule as it has been."),
				p("6. We attended child custody recommending counseling with Family Court Services on August 6, 2024. The counselor, Dana Kirkpatrick-Soto, has told us that her recommendation will be filed before the hearing."),
				p("7. I ask the Court to order joint legal and joint physical custody, with the children alternating weeks between our homes and exchanges at school on Mondays, and to order that neither parent change the children's school without the other's written agreement or a court order."),
				gap(),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on August 19, 2024, at San Jose, California."),
				gap(),
				ls("                                                            /s/ Owen T. Brennan",
					"                                                            OWEN T. BRENNAN"),
			},
		}}

	ord := doc{name: ordF, font: "Helvetica", size: 9, unicode: true,
		footer: "FL-340 [Rev. January 1, 2012]   FINDINGS AND ORDER AFTER HEARING   Page %d of %t",
		pages: []page{
			{
				box([]string{
					"ATTORNEY OR PARTY WITHOUT ATTORNEY          STATE BAR NO.: 287341          FOR COURT USE ONLY",
					"NAME: Meredith A. Sandoval-Price",
					"FIRM NAME: SANDOVAL-PRICE FAMILY LAW, APC",
					"STREET ADDRESS: 160 West Santa Clara Street, Suite 1050",
					"CITY: San Jose          STATE: CA          ZIP CODE: 95113",
					"TELEPHONE NO.: (408) 555-0187          EMAIL ADDRESS: msp@sandovalpricelaw.com",
					"ATTORNEY FOR (name): Petitioner Natalia R. Kowalczyk-Brennan",
				}, "OTHER PARENT/PARTY:",
					"",
					"FINDINGS AND ORDER AFTER HEARING                                          CASE NUMBER: 24FL003412"),
				gap(),
				ls("1. This proceeding was heard",
					"   on (date): September 12, 2024     at (time): 8:30 a.m.     in Dept.: 83     Room:",
					"   by Judge (name): Hon. Theresa M. Villaseñor              [ ] Temporary Judge",
					"   On the order to show cause, notice of motion or request for order filed (date): July 8, 2024   by (name): Respondent",
					"   a. [X] Petitioner/Plaintiff present          [X] Attorney present (name): Meredith A. Sandoval-Price",
					"   b. [X] Respondent/Defendant present          [X] Attorney present (name): Gideon P. Hartsfield",
					"   c. [ ] Other parent/party present            [ ] Attorney present (name):",
					"",
					"THE COURT ORDERS",
					"2. Custody and visitation/parenting time:  [X] As attached  [X] FL-341  [X] FL-341(C)  [ ] Other",
					"3. Child support:  [ ] Not applicable  [X] Reserved pending exchange of Income and Expense Declarations",
					"4. [X] Other (specify):",
					"   a. The parties shall share joint legal custody and joint physical custody of the minor children, who shall",
					"      reside with each parent on alternating weeks, with exchanges at school each Monday, as set out in FL-341.",
					"   b. Neither party shall change the children's school enrollment without the written agreement of both parties",
					"      or further order of the court.",
					"   c. The Family Court Services report of Dana Kirkpatrick-Soto dated September 3, 2024 is received and its",
					"      recommendations are adopted except as modified here.",
					"   d. A review hearing is set for December 5, 2024 at 8:30 a.m. in Department 83. Respondent's request for",
					"      attorney's fees and the date of separation are reserved.",
					"   e. The proceedings were reported by Jaime L. Ocampo, CSR No. 13422.",
					"5. [X] All other issues are reserved until further order of court.",
					"",
					"Date: September 12, 2024                                    /s/ Theresa M. Villaseñor",
					"                                                            JUDICIAL OFFICER",
					"",
					"Approved as conforming to court order.",
					"",
					"/s/ Gideon P. Hartsfield",
					"Gideon P. Hartsfield, Attorney for Respondent"),
			},
		}}

	return matterSpec{
		name: "marriage-of-kowalczyk-brennan", title: "In re Marriage of Kowalczyk-Brennan and Brennan (Cal. Super. Ct., Santa Clara County, No. 24FL003412)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 6, PartyCorrect: 6, EventTruth: 22, EventHits: 22, Grounded: 1}, // at 2632628
		docs:       []doc{pet, rsp, dcl, ord},
		parties: []Party{
			{"Natalia R. Kowalczyk-Brennan", "petitioner"},
			{"Natalia R. Kowalczyk-Brennan", "declarant"}, // declares the petition true
			{"Owen T. Brennan", "respondent"},
			{"Owen T. Brennan", "declarant"}, // the response and his declaration
			{"Meredith A. Sandoval-Price", "counsel"},
			{"Gideon P. Hartsfield", "counsel"},
			{"Theresa M. Villaseñor", "judge"},
		},
		events: []Event{
			{"2024-06-11", petF, 1},
			{"2014-06-14", petF, 1},
			{"2024-03-02", petF, 1},
			{"2024-06-10", petF, 2},
			{"2024-07-09", rspF, 1},
			{"2014-06-14", rspF, 1},
			{"2024-01-15", rspF, 1},
			{"2024-03-02", rspF, 1},
			{"2024-07-08", rspF, 2},
			{"2024-09-12", dclF, 1},
			{"2024-01-15", dclF, 1},
			{"2024-02-01", dclF, 1},
			{"2024-06-30", dclF, 1},
			{"2024-05-20", dclF, 2},
			{"2024-06-24", dclF, 2},
			{"2024-07-08", dclF, 2},
			{"2024-08-06", dclF, 2},
			{"2024-08-19", dclF, 2},
			{"2024-09-12", ordF, 1},
			{"2024-07-08", ordF, 1},
			{"2024-09-03", ordF, 1},
			{"2024-12-05", ordF, 1},
		},
	}
}

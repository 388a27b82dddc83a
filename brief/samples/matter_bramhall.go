package samples

// DEV SET (held out at first sight): a US labor grievance arbitration under
// a collective bargaining agreement, a machine operator's discharge for a
// lockout/tagout violation. The union's grievance form (the local's name
// over "OFFICIAL GRIEVANCE FORM", the grievance number and step check
// boxes, labelled lines with two or three labels and values on one line
// "Grievant(s): ... Clock No.: ... Dept.:", numeric dates "9/9/2024", the
// statement of grievance and settlement requested, signature lines for the
// grievant and the chief steward, the supervisor's step 1 answer and the
// human resources director's step 2 answer, the carbon-copy legend at the
// foot); the employer's discharge letter on its letterhead ("HAND
// DELIVERED AND VIA CERTIFIED MAIL", "Re:", "Dear Mr. X:", signed over the
// director's title, "cc:" the steward, the supervisor and "Personnel
// File"); the FMCS request for an arbitration panel (Form R-43: numbered
// boxes for the employer and the union, each with its representative,
// firm and email, the issue, the contract's expiration date, check boxes
// for the panel type and for whom the request is made, "FMCS USE ONLY"
// with the case number); and the arbitrator's Opinion and Award (a boxed
// caption "IN THE MATTER OF THE ARBITRATION BETWEEN / LOCAL 418, ... /
// (Union), / and / ... (Employer)." beside "FMCS Case No.", "Grievance:
// D. Fitch (discharge)" and "Arbitrator:", "APPEARANCES:" with "For the
// Union:" / "For the Employer:" each listing the lawyer with "Esq." and the
// firm, then a union officer or company manager under the lawyer; "ISSUE"
// as stipulated, "RELEVANT CONTRACT PROVISIONS" quoting articles and
// sections, the witnesses heard for each side by title and name, "AWARD"
// signed "/s/" by the arbitrator with "Dated:" and the place). Conventions:
// the union, which brings the grievance, is the plaintiff, as a claimant
// or a charging party is, and the employer is the respondent; the lawyers
// listed for each side are counsel, the union officer and the manager
// listed under them in the appearances are not counsel but are witnesses
// because they testified; the grievant, a supervisor and the steward who
// testify are witnesses; the writer of the discharge letter is its sender
// and its addressee and those copied its recipients; the arbitrator is a
// judge; the Federal Mediation and Conciliation Service, the firms and the
// personnel file are no parties.
func init() { specs = append(specs, bramhall) }

func bramhall() matterSpec {
	grievance := doc{name: "Grievance Form 24-031.pdf", font: "Helvetica", size: 9,
		footer: "WHITE - Company     YELLOW - Union     PINK - Steward     GOLD - Grievant",
		pages: []page{{
			cb("LOCAL 418, UNITED INDUSTRIAL AND SERVICE WORKERS OF AMERICA"),
			c("1920 Wells Street, Fort Wayne, Indiana 46808  -  (260) 555-0418"), gap(),
			small(cb("OFFICIAL GRIEVANCE FORM"), 12), gap(),
			ls("Grievance No.: 24-031                                  Step 1 [X]     Step 2 [ ]     Step 3 [ ]     Arbitration [ ]",
				"",
				"Employer: Bramhall Packaging Corporation                        Plant: Fort Wayne, Indiana",
				"Grievant(s): Darnell W. Fitch                  Clock No.: 40817               Dept.: Corrugator / 2nd Shift",
				"Classification: Corrugator Operator             Seniority Date: 6/14/2011",
				"Date of Occurrence: 9/6/2024                     Date Filed: 9/9/2024",
				"Article(s) and Section(s) Violated: Article 7 (Discipline and Discharge), Article 22 (Safety), and all other applicable articles"),
			gap(),
			l("STATEMENT OF GRIEVANCE:"),
			p("The Company discharged Brother Fitch on 9/6/2024 without just cause. He has 13 years of service. The jam on the No. 2 single facer was cleared the way supervision has allowed operators to clear it for years, and the discipline is excessive and not progressive."),
			l("SETTLEMENT REQUESTED:"),
			p("Reinstate the grievant with full seniority, make him whole for all lost wages and benefits, and remove the discharge from his record."),
			ls("Grievant's Signature: Darnell W. Fitch                                Date: 9/9/2024",
				"Steward's Signature: Lorraine Tebbets, Chief Steward                  Date: 9/9/2024",
				"Presented to (Supervisor): Gary Holmquist                             Date: 9/9/2024"),
			gap(),
			l("STEP 1 ANSWER:"),
			p("Denied. The grievant bypassed lockout/tagout on an energized machine, a Group I offense under Plant Rule 3, after a written warning for the same conduct."),
			ls("Supervisor: Gary Holmquist                                            Date: 9/12/2024"),
			gap(),
			l("STEP 2 ANSWER:      Meeting held: 9/19/2024"),
			p("Denied. The Company's position stands. The discharge was for just cause."),
			ls("Company Representative: Patricia Ondrasek, Human Resources Director     Date: 9/24/2024"),
			gap(),
			l("UNION DISPOSITION:   [ ] Withdrawn   [ ] Settled   [X] Appealed to arbitration          Date: 10/1/2024"),
			ls("Union Officer: Lorraine Tebbets, Chief Steward"),
		}},
	}

	letter := doc{name: "Discharge Letter 2024-09-06.pdf", font: "Times", size: 11,
		pages: []page{{
			cb("BRAMHALL PACKAGING CORPORATION"),
			c("4100 Engle Road  |  Fort Wayne, Indiana 46809  |  (260) 555-7700"), gap(), gap(),
			l("September 6, 2024"), gap(),
			l("HAND DELIVERED AND VIA CERTIFIED MAIL"), gap(),
			ls("Mr. Darnell W. Fitch", "2716 Oxford Street", "Fort Wayne, IN 46806"), gap(),
			l("Re: Termination of Employment"), gap(),
			l("Dear Mr. Fitch:"), gap(),
			p("On August 29, 2024, you were observed reaching into the No. 2 single facer to clear a jam while the machine was energized and without applying your lock and tag, in violation of the Company's Lockout/Tagout Procedure and Plant Rule 3. You were suspended pending investigation on August 30, 2024."),
			p("An investigatory interview was held on September 4, 2024, with your steward present. You acknowledged that you did not lock out the machine. You received a written warning on February 12, 2024 for a lockout/tagout violation on the same equipment and were told that a further violation would lead to discharge."),
			p("Because of the seriousness of this violation and your prior warning, your employment with Bramhall Packaging Corporation is terminated effective today. Your final paycheck and information about your benefits will be mailed to you."),
			gap(),
			l("Sincerely,"), gap(), l("Patricia Ondrasek"), gap(),
			ls("Patricia Ondrasek", "Human Resources Director"), gap(),
			ls("cc:  Lorraine Tebbets, Chief Steward, Local 418", "       Gary Holmquist, Production Supervisor", "       Personnel File"),
		}},
	}

	request := doc{name: "FMCS Request for Arbitration Panel.pdf", font: "Helvetica", size: 9,
		header: "FMCS Form R-43 (Rev. 02/2023)                                                                              OMB No. 3076-0002",
		pages: []page{{
			cb("FEDERAL MEDIATION AND CONCILIATION SERVICE"), cb("OFFICE OF ARBITRATION SERVICES"), c("250 E Street SW, Washington, DC 20427"), gap(),
			small(cb("REQUEST FOR ARBITRATION PANEL"), 12), gap(),
			ls("1. NAME OF EMPLOYER                                         2. NAME OF UNION AND LOCAL NO.",
				"Bramhall Packaging Corporation                                Local 418, United Industrial and Service Workers of America",
				"Address: 4100 Engle Road, Fort Wayne, IN 46809               Address: 1920 Wells Street, Fort Wayne, IN 46808",
				"",
				"1a. EMPLOYER REPRESENTATIVE                                   2a. UNION REPRESENTATIVE",
				"Name: Meredith L. Vanterpool, Esq.                            Name: Aaron J. Pleskac, Esq.",
				"Firm: Harlan Crowe Bissell LLP                                Firm: Pleskac & Ruiz, LLP",
				"111 Monument Circle, Suite 2600                               320 N. Meridian Street, Suite 900",
				"Indianapolis, IN 46204                                        Indianapolis, IN 46204",
				"Email: mvanterpool@harlancrowe.com                            Email: apleskac@pleskacruiz.com"),
			gap(),
			ls("3. ISSUE(S): Discharge - Grievance No. 24-031 (Darnell W. Fitch)",
				"4. INDUSTRY: Paperboard containers (NAICS 322211)               5. CONTRACT EXPIRATION DATE: 05/31/2027",
				"6. TYPE OF PANEL:  [X] Standard (7 names)   [ ] Expedited   [ ] Special qualifications",
				"7. GEOGRAPHIC PREFERENCE: Indiana and adjoining states",
				"8. DOES THE AGREEMENT PROVIDE FOR FMCS PANELS?   [X] Yes   [ ] No",
				"9. REQUEST SUBMITTED ON BEHALF OF:   [X] Union   [ ] Employer   [ ] Joint"),
			gap(),
			ls("Signature: /s/ Aaron J. Pleskac                        Date: 10/02/2024",
				"Printed name: Aaron J. Pleskac                         Title: Counsel for the Union"),
			gap(), gap(),
			ls("-------------------------------------------- FMCS USE ONLY --------------------------------------------",
				"FMCS Case No.: 241002-01274            Date received: 10/02/2024            Panel issued: 10/08/2024"),
			gap(),
			small(p("Submission of this request certifies that a copy has been furnished to the other party. Information collected is used to administer the arbitration program under 29 U.S.C. 173 and 29 CFR Part 1404."), 7.5),
		}},
	}

	award := doc{name: "Opinion and Award FMCS 241002-01274.pdf", font: "Times", size: 11,
		footer: "FMCS Case No. 241002-01274                                                                    Page %d of %t",
		pages: []page{
			{
				cb("IN THE MATTER OF THE ARBITRATION BETWEEN"), gap(),
				caption(")", []string{
					"LOCAL 418, UNITED INDUSTRIAL AND SERVICE",
					"WORKERS OF AMERICA,", "", "                    (Union),", "", "          and", "",
					"BRAMHALL PACKAGING CORPORATION,", "", "                    (Employer).",
				}, []string{
					"", "FMCS Case No. 241002-01274", "",
					"Grievance: D. Fitch (discharge)", "",
					"Arbitrator: Ruth E. Calloway",
				}),
				gap(),
				cb("OPINION AND AWARD"), gap(),
				ls("Hearing:          December 10, 2024, Fort Wayne, Indiana",
					"Record closed:    January 17, 2025 (receipt of post-hearing briefs)"),
				gap(),
				l("APPEARANCES:"),
				ls("For the Union:        Aaron J. Pleskac, Esq., Pleskac & Ruiz, LLP, Indianapolis, Indiana",
					"                      Lorraine Tebbets, Chief Steward, Local 418",
					"",
					"For the Employer:     Meredith L. Vanterpool, Esq., Harlan Crowe Bissell LLP, Indianapolis, Indiana",
					"                      Patricia Ondrasek, Human Resources Director"),
				gap(),
				l("BACKGROUND"),
				p("The Union and the Employer are parties to a collective bargaining agreement effective June 1, 2023 through May 31, 2027 (the \"Agreement\"). The undersigned was selected from a panel furnished by the Federal Mediation and Conciliation Service. A hearing was held at the Employer's Fort Wayne plant, at which the parties had full opportunity to present evidence, examine witnesses under oath and argue. Both parties filed post-hearing briefs."),
			},
			{
				l("ISSUE"),
				p("The parties stipulated the issue as follows: Did the Employer discharge the Grievant, Darnell W. Fitch, for just cause? If not, what shall the remedy be?"),
				l("RELEVANT CONTRACT PROVISIONS"),
				l("ARTICLE 7 - DISCIPLINE AND DISCHARGE"),
				p("Section 7.1. No employee who has completed the probationary period shall be disciplined or discharged except for just cause. Discipline shall be progressive except for serious offenses listed in the Plant Rules."),
				p("Section 7.4. A written warning shall not be relied upon for further discipline after twelve (12) months without further violation."),
				l("ARTICLE 9 - GRIEVANCE AND ARBITRATION"),
				p("Section 9.6. The arbitrator shall have no authority to add to, subtract from or modify any of the terms of this Agreement."),
				l("ARTICLE 22 - SAFETY"),
				p("Section 22.2. Employees shall comply with the Company's safety rules, including the Lockout/Tagout Procedure."),
				l("FACTS"),
				p("The Grievant had worked for the Employer since June 14, 2011 and ran the No. 2 single facer on second shift. On August 29, 2024, Production Supervisor Gary Holmquist saw him reach into the machine's glue station to clear a jam without applying his lock. He was suspended the next day and discharged by letter of September 6, 2024. He had received a written warning for a lockout/tagout violation on February 12, 2024."),
			},
			{
				l("WITNESSES"),
				p("For the Employer, the Arbitrator heard Production Supervisor Gary Holmquist and Human Resources Director Patricia Ondrasek. For the Union, the Arbitrator heard Chief Steward Lorraine Tebbets and the Grievant, who testified on his own behalf."),
				l("POSITIONS OF THE PARTIES"),
				p("The Employer argues that bypassing lockout/tagout on an energized machine is a Group I offense warranting discharge for a first offense, and that the Grievant had been warned. The Union argues that operators on second shift had cleared glue-station jams with the machine in jog mode for years with supervisors watching, that Mr. Holmquist himself had trained the Grievant to do so, and that discharge was disparate and excessive."),
				l("DISCUSSION AND FINDINGS"),
				p("The Grievant plainly violated the Lockout/Tagout Procedure, and the Employer was entitled to treat the violation seriously. But the unrebutted testimony of Ms. Tebbets, corroborated in part by Mr. Holmquist, shows that jog-mode clearing was tolerated on second shift until a safety audit on September 16, 2024, after the discharge. The Employer cannot enforce a rule strictly against one employee while tolerating its breach by others. Discharge of a thirteen-year employee was not for just cause; a lengthy suspension is."),
			},
			{
				cb("AWARD"), gap(),
				p("1. The grievance is sustained in part. The Employer did not have just cause to discharge the Grievant, Darnell W. Fitch."),
				p("2. The discharge shall be reduced to a thirty (30) working-day suspension without pay. The Employer shall reinstate the Grievant to his former position, with seniority unimpaired, within fourteen (14) days of the date of this Award."),
				p("3. The Employer shall make the Grievant whole for wages and benefits lost from October 14, 2024 until his reinstatement, less interim earnings and unemployment compensation received."),
				p("4. The Arbitrator retains jurisdiction for sixty (60) days to resolve any dispute over the remedy."),
				gap(), gap(),
				ls("/s/ Ruth E. Calloway", "______________________________", "Ruth E. Calloway, Arbitrator"),
				gap(),
				ls("Dated: February 14, 2025", "Indianapolis, Indiana"),
			},
		}}

	gf, lf, rf, af := grievance.name, letter.name, request.name, award.name
	return matterSpec{
		name: "local-418-v-bramhall", title: "Local 418, United Industrial and Service Workers of America and Bramhall Packaging Corporation (FMCS Case No. 241002-01274, Fitch discharge)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 12, PartyCorrect: 8, EventTruth: 26, EventHits: 26, Grounded: 1}, // at 1a3ce40
		docs:       []doc{grievance, letter, request, award},
		parties: []Party{
			{"Local 418, United Industrial and Service Workers of America", "plaintiff"}, // the union that brings the grievance
			{"Bramhall Packaging Corporation", "respondent"},
			{"Aaron J. Pleskac", "counsel"},
			{"Meredith L. Vanterpool", "counsel"},
			{"Ruth E. Calloway", "judge"},
			{"Darnell W. Fitch", "witness"},
			{"Darnell W. Fitch", "recipient"},
			{"Lorraine Tebbets", "witness"},
			{"Lorraine Tebbets", "recipient"},
			{"Gary Holmquist", "witness"},
			{"Gary Holmquist", "recipient"},
			{"Patricia Ondrasek", "sender"},
			{"Patricia Ondrasek", "witness"},
		},
		events: []Event{
			{"2011-06-14", gf, 1},
			{"2024-09-06", gf, 1},
			{"2024-09-09", gf, 1},
			{"2024-09-12", gf, 1},
			{"2024-09-19", gf, 1},
			{"2024-09-24", gf, 1},
			{"2024-10-01", gf, 1},
			{"2024-09-06", lf, 1},
			{"2024-08-29", lf, 1},
			{"2024-08-30", lf, 1},
			{"2024-09-04", lf, 1},
			{"2024-02-12", lf, 1},
			{"2027-05-31", rf, 1},
			{"2024-10-02", rf, 1},
			{"2024-10-08", rf, 1},
			{"2024-12-10", af, 1},
			{"2025-01-17", af, 1},
			{"2023-06-01", af, 1},
			{"2027-05-31", af, 1},
			{"2011-06-14", af, 2},
			{"2024-08-29", af, 2},
			{"2024-09-06", af, 2},
			{"2024-02-12", af, 2},
			{"2024-09-16", af, 3},
			{"2024-10-14", af, 4},
			{"2025-02-14", af, 4},
		},
	}
}

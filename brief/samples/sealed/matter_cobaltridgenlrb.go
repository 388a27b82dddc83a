package sealed

import "pramaan/brief/truth"

// An unfair labor practice case before the National Labor Relations Board,
// Region 4 (Philadelphia): a warehouse workers' union charges that a
// third-party logistics company in Bucks County interrogated and threatened
// employees during an organizing drive and discharged the forklift operator
// who led it. The charge against employer on Form NLRB-501 (numbered boxes
// with the case number and date filed, the employer's representative, the
// basis of the charge, the filing party, the declaration signed by the
// union's attorney, the section 1001 warning); the Regional Director's
// complaint and notice of hearing ("UNITED STATES OF AMERICA / BEFORE THE
// NATIONAL LABOR RELATIONS BOARD / REGION 4", the two-name caption "... and
// ...", lettered filing and service dates, the supervisors and agents as a
// name/title table, the answer requirement and the hearing date); the
// employer's answer with a Wright Line defence and a certificate of service
// by email on counsel for the General Counsel and for the Charging Party;
// and the administrative law judge's decision ("JD-" number, appearances
// "for the General Counsel / for the Respondent / for the Charging Party",
// statement of the case, the witnesses each side called, conclusions of
// law, remedy, the recommended order, "Dated, Washington, D.C.").
//
// Conventions of this truth: the employer is the respondent and the union
// that files the charge, an applicant before an agency, a petitioner; the
// administrative law judge is a judge; counsel for the General Counsel, for
// the Respondent and for the Charging Party are counsel (the union's
// attorney who signs the charge's declaration, not sworn, keeps only that
// role); the employees and managers the decision records as testifying are
// witnesses; the Regional Director who issues the complaint and the site
// director named only as a supervisor have no role.
func init() { specs = append(specs, cobaltRidgeNLRB) }

func cobaltRidgeNLRB() spec {
	box := []float64{0.5, 0.5}
	charge := doc{name: "Charge Against Employer (Form NLRB-501).pdf", font: "Helvetica", size: 9,
		footer: "FORM NLRB-501 (3-21)", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.62, 0.38}, "UNITED STATES OF AMERICA\nNATIONAL LABOR RELATIONS BOARD\nCHARGE AGAINST EMPLOYER", "DO NOT WRITE IN THIS SPACE\nCase: 04-CA-338152\nDate Filed: 3/4/2024"),
				small(p("INSTRUCTIONS: File an original with NLRB Regional Director for the region in which the alleged unfair labor practice occurred or is occurring."), 8),
				rule(),
				lb("1. EMPLOYER AGAINST WHOM CHARGE IS BROUGHT"),
				row(box, "a. Name of Employer\nCobalt Ridge Logistics, Inc.", "b. Tel. No.\n(215) 555-0162"),
				row(box, "d. Address (Street, city, state, and ZIP code)\n1450 Green Lane Industrial Park, Bristol, PA 19007", "e. Employer Representative\nDarren K. Pulaski, Site Director"),
				row(box, "f. Type of Establishment (factory, mine, wholesaler, etc.)\nWarehouse and distribution center", "g. Identify principal product or service\nThird-party logistics"),
				row(box, "h. Number of workers employed\n240", "i. Email\ndpulaski@cobaltridgelogistics.example"),
				gap(),
				p("2. The above-named employer has engaged in and is engaging in unfair labor practices within the meaning of section 8(a), subsections (1) and (3) of the National Labor Relations Act, and these unfair labor practices are practices affecting commerce within the meaning of the Act."),
				p("Basis of the Charge (set forth a clear and concise statement of the facts constituting the alleged unfair labor practices): Since about February 12, 2024, the Employer, by its Operations Manager, has interrogated employees about their union membership, activities and sympathies and has threatened employees that the facility will close if they select the Union. On or about February 20, 2024, the Employer discharged its employee Lamont J. Esquivel because he formed, joined and assisted the Union and engaged in concerted activities, and to discourage employees from engaging in these activities."),
				row(box, "3. Full name of party filing charge (if labor organization, give full name, including local name and number)\nWarehouse and Distribution Workers Union, Local 318", "4a. Address\n2 Crescent Boulevard, Suite 110, Levittown, PA 19057\n4b. Tel. No. (215) 555-0190"),
				row([]float64{1}, "5. Full name of national or international labor organization of which it is an affiliate or constituent unit (to be filled in when charge is filed by a labor organization)\nNone (independent)"),
				gap(),
				lb("6. DECLARATION"),
				p("I declare that I have read the above charge and that the statements are true to the best of my knowledge and belief."),
				row(box, "By: /s/ Renata J. Hollis-Adeyemi\n(signature of representative or person making charge)", "Renata J. Hollis-Adeyemi, Attorney for the Union\n(Print/type name and title or office, if any)"),
				row(box, "Address: Hollis Adeyemi & Stroud LLP, 1617 John F. Kennedy Boulevard, Suite 1950, Philadelphia, PA 19103", "Tel. No. (215) 555-0137\nDate: 3/4/2024"),
				gap(),
				small(lb("WILLFUL FALSE STATEMENTS ON THIS CHARGE CAN BE PUNISHED BY FINE AND IMPRISONMENT (U.S. CODE, TITLE 18, SECTION 1001)"), 8),
			},
		}}

	caption := []block{
		cb("UNITED STATES OF AMERICA"), cb("BEFORE THE NATIONAL LABOR RELATIONS BOARD"), cb("REGION 4"), gap(),
		row([]float64{0.6, 0.4}, "COBALT RIDGE LOGISTICS, INC.\n\n          and\n\nWAREHOUSE AND DISTRIBUTION WORKERS\nUNION, LOCAL 318", "\n\nCase 04-CA-338152"),
		gap(),
	}
	sup := []float64{0.45, 0.55}
	complaint := doc{name: "Complaint and Notice of Hearing.pdf", font: "Times", size: 11,
		pages: []page{
			with(caption, []block{
				cb("COMPLAINT AND NOTICE OF HEARING"), gap(),
				p("Warehouse and Distribution Workers Union, Local 318 (the Union) has charged in this case that Cobalt Ridge Logistics, Inc. (Respondent) has been engaging in unfair labor practices as set forth in the National Labor Relations Act, 29 U.S.C. § 151 et seq. (the Act). Based on that charge, the General Counsel, by the undersigned, pursuant to Section 10(b) of the Act and Section 102.15 of the Rules and Regulations of the National Labor Relations Board (the Board), issues this Complaint and Notice of Hearing and alleges that Respondent has violated the Act as described below."),
				p("1. (a) The charge in this proceeding was filed by the Union on March 4, 2024, and a copy was served on Respondent by U.S. mail on March 5, 2024."),
				p("(b) The first amended charge in this proceeding was filed by the Union on April 18, 2024, and a copy was served on Respondent by U.S. mail on April 19, 2024."),
				p("2. (a) At all material times, Respondent has been a corporation with an office and place of business in Bristol, Pennsylvania (Respondent's facility), and has been engaged in the business of warehousing and distributing goods for retail customers."),
				p("(b) In conducting its operations during the 12-month period ending February 29, 2024, Respondent performed services valued in excess of $50,000 for customers located outside the Commonwealth of Pennsylvania."),
				p("(c) At all material times, Respondent has been an employer engaged in commerce within the meaning of Section 2(2), (6), and (7) of the Act."),
				p("3. At all material times, the Union has been a labor organization within the meaning of Section 2(5) of the Act."),
				p("4. At all material times, the following individuals held the positions set forth opposite their respective names and have been supervisors of Respondent within the meaning of Section 2(11) of the Act and agents of Respondent within the meaning of Section 2(13) of the Act:"),
				row(sup, "Darren K. Pulaski", "Site Director"),
				row(sup, "Monique S. Ferrante-Hale", "Operations Manager"),
				row(sup, "Trevor A. Lindgren-Matos", "Second Shift Supervisor"),
			}),
			{
				p("5. About February 14, 2024, Respondent, by Monique S. Ferrante-Hale, in the break room at Respondent's facility: (a) interrogated employees about their union membership, activities and sympathies; and (b) threatened employees that Respondent's facility would close if they selected the Union as their bargaining representative."),
				p("6. (a) About February 20, 2024, Respondent discharged its employee Lamont J. Esquivel."),
				p("(b) Respondent engaged in the conduct described above in paragraph 6(a) because Lamont J. Esquivel formed, joined and assisted the Union and engaged in concerted activities, and to discourage employees from engaging in these activities."),
				p("7. By the conduct described above in paragraph 5, Respondent has been interfering with, restraining, and coercing employees in the exercise of the rights guaranteed in Section 7 of the Act in violation of Section 8(a)(1) of the Act."),
				p("8. By the conduct described above in paragraph 6, Respondent has been discriminating in regard to the hire or tenure or terms or conditions of employment of its employees, thereby discouraging membership in a labor organization in violation of Section 8(a)(1) and (3) of the Act."),
				p("9. The unfair labor practices of Respondent described above affect commerce within the meaning of Section 2(6) and (7) of the Act."),
				p("As part of the remedy for the unfair labor practices alleged above in paragraph 6, the General Counsel seeks an order requiring Respondent to offer Lamont J. Esquivel reinstatement and to make him whole, including for any direct or foreseeable pecuniary harms suffered as a result of the discharge, and to read the notice to employees aloud at a meeting of employees."),
				cb("ANSWER REQUIREMENT"),
				p("Respondent is notified that, pursuant to Sections 102.20 and 102.21 of the Board's Rules and Regulations, it must file an answer to the complaint. The answer must be received by this office on or before June 14, 2024, or postmarked on or before June 13, 2024. Respondent also must serve a copy of the answer on each of the other parties. The answer must be filed electronically through the Agency's website. If no answer is filed, or if an answer is filed untimely, the Board may find, pursuant to a Motion for Default Judgment, that the allegations in the complaint are true."),
			},
			{
				cb("NOTICE OF HEARING"),
				p("PLEASE TAKE NOTICE THAT on August 13, 2024, at 10:00 a.m. in the hearing room of the National Labor Relations Board, Region 4, 100 Penn Square East, Suite 403, Philadelphia, Pennsylvania, and on consecutive days thereafter until concluded, a hearing will be conducted before an administrative law judge of the National Labor Relations Board. At the hearing, Respondent and any other party to this proceeding have the right to appear and present testimony regarding the allegations in this complaint. The procedures to be followed at the hearing are described in the attached Form NLRB-4668. The procedure to request a postponement of the hearing is described in the attached Form NLRB-4338."),
				gap(),
				l("Dated: May 31, 2024"), gap(),
				ls("                                        /s/ Karen L. Whitcombe-Oduya",
					"                                        KAREN L. WHITCOMBE-ODUYA",
					"                                        REGIONAL DIRECTOR",
					"                                        NATIONAL LABOR RELATIONS BOARD",
					"                                        REGION 04",
					"                                        100 Penn Square East, Suite 403",
					"                                        Philadelphia, PA 19107"),
				gap(),
				l("Attachments"),
			},
		}}

	pl := "                                        "
	answer := doc{name: "Respondent's Answer to Complaint.pdf", font: "Times", size: 11,
		pages: []page{
			with(caption, []block{
				cb("RESPONDENT'S ANSWER TO COMPLAINT AND NOTICE OF HEARING"), gap(),
				p("Respondent Cobalt Ridge Logistics, Inc. (\"Respondent\" or \"Cobalt Ridge\"), by its undersigned counsel, answers the Complaint and Notice of Hearing issued on May 31, 2024 as follows. Each allegation not expressly admitted below is denied."),
				p("1. Respondent admits that it received the charge and the first amended charge and lacks knowledge of the dates on which they were filed. Respondent admits that it received the amended charge on April 22, 2024."),
				p("2. Respondent admits the allegations of paragraphs 2(a) through 2(c)."),
				p("3. Respondent lacks knowledge sufficient to admit or deny paragraph 3 and therefore denies it."),
				p("4. Respondent admits that the individuals named in paragraph 4 held the titles stated, and that Mr. Pulaski and Ms. Ferrante-Hale are supervisors within the meaning of Section 2(11). Respondent denies that Mr. Lindgren-Matos, a working lead, is a supervisor or agent."),
				p("5. Respondent admits that Ms. Ferrante-Hale spoke to employees in the break room on February 14, 2024 about the Company's staffing plans and denies the remaining allegations of paragraph 5."),
				p("6. Respondent admits that it terminated the employment of Lamont J. Esquivel on February 20, 2024 and denies the remaining allegations of paragraph 6."),
				p("7-9. Denied."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Respondent terminated Mr. Esquivel's employment for a serious violation of its powered industrial truck safety policy on February 16, 2024, when he drove a loaded forklift through a marked pedestrian aisle, and would have taken the same action in the absence of any protected activity. Wright Line, 251 NLRB 1083 (1980)."),
				p("2. The remedies sought beyond reinstatement and backpay exceed the Board's authority under Section 10(c) of the Act."),
			}),
			{
				l("Dated: June 13, 2024"), gap(),
				ls(pl+"Respectfully submitted,", "", pl+"KESSLING MARWOOD LLP", "", pl+"/s/ Anjali R. Deshpande-Voss", pl+"Gregory T. Kessling", pl+"Anjali R. Deshpande-Voss", pl+"Two Logan Square, 18th Floor", pl+"Philadelphia, PA 19103", pl+"(215) 555-0184", pl+"Counsel for Respondent", pl+"Cobalt Ridge Logistics, Inc."),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on June 13, 2024, I caused the foregoing Respondent's Answer to be e-filed with the Regional Director for Region 4 and served by email upon:"),
				row(box, "Eleni P. Vasquez-Moreau, Field Attorney\nNational Labor Relations Board, Region 4\n100 Penn Square East, Suite 403\nPhiladelphia, PA 19107\nCounsel for the General Counsel", "Renata J. Hollis-Adeyemi\nHollis Adeyemi & Stroud LLP\n1617 John F. Kennedy Boulevard, Suite 1950\nPhiladelphia, PA 19103\nCounsel for the Charging Party"),
				gap(),
				ls(pl+"/s/ Anjali R. Deshpande-Voss", pl+"Anjali R. Deshpande-Voss"),
			},
		}}

	decision := doc{name: "Decision of the Administrative Law Judge.pdf", font: "Times", size: 11,
		header: "JD-74-24   Philadelphia, PA", headerAlign: "R",
		pages: []page{
			{
				cb("UNITED STATES OF AMERICA"), cb("BEFORE THE NATIONAL LABOR RELATIONS BOARD"), cb("DIVISION OF JUDGES"), gap(),
				row([]float64{0.6, 0.4}, "COBALT RIDGE LOGISTICS, INC.\n\n          and\n\nWAREHOUSE AND DISTRIBUTION WORKERS\nUNION, LOCAL 318", "\n\nCase 04-CA-338152"),
				gap(),
				p("Eleni P. Vasquez-Moreau, Esq., for the General Counsel."),
				p("Gregory T. Kessling, Esq. and Anjali R. Deshpande-Voss, Esq. (Kessling Marwood LLP, Philadelphia, Pennsylvania), for the Respondent."),
				p("Renata J. Hollis-Adeyemi, Esq. (Hollis Adeyemi & Stroud LLP, Philadelphia, Pennsylvania), for the Charging Party."),
				cb("DECISION"),
				lb("STATEMENT OF THE CASE"),
				p("CONSTANCE M. YBARRA-WELD, Administrative Law Judge. This case was tried in Philadelphia, Pennsylvania, on August 13-14, 2024. Warehouse and Distribution Workers Union, Local 318 (the Union) filed the charge on March 4, 2024 and the first amended charge on April 18, 2024, and the Regional Director for Region 4 issued the complaint on May 31, 2024. The complaint alleges that Cobalt Ridge Logistics, Inc. (the Respondent) violated Section 8(a)(1) of the Act by interrogating and threatening employees, and Section 8(a)(3) and (1) by discharging Lamont J. Esquivel. The Respondent filed a timely answer denying the material allegations."),
				p("On the entire record, including my observation of the demeanor of the witnesses, and after considering the briefs filed by the General Counsel and the Respondent on September 25, 2024, I make the following"),
				cb("FINDINGS OF FACT"),
				lb("I. JURISDICTION"),
				p("The Respondent, a corporation, operates a warehouse and distribution center in Bristol, Pennsylvania. The Respondent admits, and I find, that it is an employer engaged in commerce within the meaning of Section 2(2), (6), and (7) of the Act, and that the Union is a labor organization within the meaning of Section 2(5) of the Act."),
			},
			{
				lb("II. ALLEGED UNFAIR LABOR PRACTICES"),
				p("Esquivel worked for the Respondent as a forklift operator from June 5, 2019 until his discharge. In January 2024 he and two coworkers began to collect authorization cards for the Union. The General Counsel called Esquivel and those coworkers, Shontae R. Billingsley and Wojciech Amankwah, who testified that at a break-room meeting on February 14, 2024 Operations Manager Monique S. Ferrante-Hale asked the employees present which of them had \"signed with the Union\" and told them that the Bristol customers \"would walk, and so would this building,\" if the Union came in. The Respondent called Ferrante-Hale and second shift lead Trevor A. Lindgren-Matos. Ferrante-Hale testified that she discussed only staffing for the spring peak. I credit the three employees, whose accounts were detailed and mutually consistent, over Ferrante-Hale, whose account was general and who conceded that she had been told of the card drive the week before."),
				p("The Respondent asserts that it discharged Esquivel because on February 16, 2024 he drove a loaded forklift through a marked pedestrian aisle. Lindgren-Matos reported the incident. The Respondent's incident log for 2023, however, records four comparable aisle violations by other operators, each of which drew a written warning. The discharge followed six days after the break-room meeting. The General Counsel has shown that Esquivel's union activity was a motivating factor, and the Respondent has not shown that it would have discharged him in its absence."),
				cb("CONCLUSIONS OF LAW"),
				p("1. By interrogating employees about their union sympathies and threatening them with closure of the facility, the Respondent violated Section 8(a)(1) of the Act. 2. By discharging Lamont J. Esquivel, the Respondent violated Section 8(a)(3) and (1) of the Act."),
				cb("ORDER"),
				p("The Respondent, Cobalt Ridge Logistics, Inc., Bristol, Pennsylvania, its officers, agents, successors, and assigns, shall cease and desist from the conduct found unlawful and, within 14 days from the date of the Board's Order, offer Lamont J. Esquivel full reinstatement to his former job, make him whole for any loss of earnings and other benefits and for any other direct or foreseeable pecuniary harms, remove from its files any reference to the unlawful discharge, and post and read the attached notice at its Bristol facility."),
				l("Dated, Washington, D.C. November 7, 2024"), gap(),
				ls(pl+"/s/ Constance M. Ybarra-Weld", pl+"Constance M. Ybarra-Weld", pl+"Administrative Law Judge"),
			},
		}}

	const (
		fc = "Charge Against Employer (Form NLRB-501).pdf"
		fk = "Complaint and Notice of Hearing.pdf"
		fa = "Respondent's Answer to Complaint.pdf"
		fd = "Decision of the Administrative Law Judge.pdf"
	)
	return spec{
		name:       "cobalt-ridge-logistics-nlrb-04-ca",
		title:      "Cobalt Ridge Logistics, Inc. and Warehouse and Distribution Workers Union, Local 318 (NLRB Region 4, Case 04-CA-338152), unfair labor practice charge, complaint and ALJ decision",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 9, PartyCorrect: 8, EventTruth: 29, EventHits: 29, Grounded: 1}, // at commit cb2ba8b
		docs:       []doc{charge, complaint, answer, decision},
		parties: []truth.Party{
			{Name: "Cobalt Ridge Logistics, Inc.", Role: "respondent"},
			{Name: "Warehouse and Distribution Workers Union, Local 318", Role: "petitioner"}, // the charging party
			{Name: "Renata J. Hollis-Adeyemi", Role: "counsel"},
			{Name: "Eleni P. Vasquez-Moreau", Role: "counsel"},
			{Name: "Gregory T. Kessling", Role: "counsel"},
			{Name: "Anjali R. Deshpande-Voss", Role: "counsel"},
			{Name: "Constance M. Ybarra-Weld", Role: "judge"},
			{Name: "Lamont J. Esquivel", Role: "witness"},
			{Name: "Shontae R. Billingsley", Role: "witness"},
			{Name: "Wojciech Amankwah", Role: "witness"},
			{Name: "Monique S. Ferrante-Hale", Role: "witness"},
			{Name: "Trevor A. Lindgren-Matos", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-03-04", File: fc, Page: 1},
			{Date: "2024-02-12", File: fc, Page: 1},
			{Date: "2024-02-20", File: fc, Page: 1},
			{Date: "2024-03-04", File: fk, Page: 1},
			{Date: "2024-03-05", File: fk, Page: 1},
			{Date: "2024-04-18", File: fk, Page: 1},
			{Date: "2024-04-19", File: fk, Page: 1},
			{Date: "2024-02-29", File: fk, Page: 1},
			{Date: "2024-02-14", File: fk, Page: 2},
			{Date: "2024-02-20", File: fk, Page: 2},
			{Date: "2024-06-14", File: fk, Page: 2},
			{Date: "2024-06-13", File: fk, Page: 2},
			{Date: "2024-08-13", File: fk, Page: 3},
			{Date: "2024-05-31", File: fk, Page: 3},
			{Date: "2024-05-31", File: fa, Page: 1},
			{Date: "2024-04-22", File: fa, Page: 1},
			{Date: "2024-02-14", File: fa, Page: 1},
			{Date: "2024-02-20", File: fa, Page: 1},
			{Date: "2024-02-16", File: fa, Page: 1},
			{Date: "2024-06-13", File: fa, Page: 2},
			{Date: "2024-08-13", File: fd, Page: 1}, // tried August 13-14
			{Date: "2024-03-04", File: fd, Page: 1},
			{Date: "2024-04-18", File: fd, Page: 1},
			{Date: "2024-05-31", File: fd, Page: 1},
			{Date: "2024-09-25", File: fd, Page: 1},
			{Date: "2019-06-05", File: fd, Page: 2},
			{Date: "2024-02-14", File: fd, Page: 2},
			{Date: "2024-02-16", File: fd, Page: 2},
			{Date: "2024-11-07", File: fd, Page: 2},
		},
	}
}

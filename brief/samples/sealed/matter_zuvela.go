package sealed

import "pramaan/brief/truth"

// An application to the European Court of Human Rights on the length of
// civil proceedings: the Court's application form (numbered fields,
// "A. The applicant", "B. State(s) against which the application is
// directed" with check boxes, "C. Representative(s)", the statement of
// facts, the declaration and signature with a DD/MM/YYYY date); the
// Registry's letter to the representative giving notice of the application
// to the Government (reference line, "For the Registrar"); and the
// Committee's judgment ("CASE OF ... v. CROATIA", "(Application no. ...)",
// the composition "sitting as a Committee composed of", "Having regard to",
// "Deputy Section Registrar", "FOR THESE REASONS, THE COURT, UNANIMOUSLY,"
// and "Done in English, and notified in writing on").
func init() { specs = append(specs, zuvela) }

func zuvela() spec {
	form := doc{name: "Application Form 31744-19.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		header: "European Court of Human Rights - Application form", headerAlign: "L", footer: "%d/%t", footerAlign: "R",
		pages: []page{
			{
				cb("APPLICATION FORM"), c("Application under Article 34 of the European Convention on Human Rights"), c("and Rules 45 and 47 of the Rules of Court"), gap(),
				lb("A. The applicant"), lb("A.1. Individual"),
				row([]float64{0.35, 0.65}, "1. Surname", "ŽUVELA-HORVAT"),
				row([]float64{0.35, 0.65}, "2. First name(s)", "Vesna"),
				row([]float64{0.35, 0.65}, "3. Date of birth", "22/08/1968   (e.g. 31/12/1960)"),
				row([]float64{0.35, 0.65}, "4. Place of birth", "Split"),
				row([]float64{0.35, 0.65}, "5. Nationality", "Croatian"),
				row([]float64{0.35, 0.65}, "6. Address", "Ulica Domovinskog rata 41, 21000 Split, Croatia"),
				row([]float64{0.35, 0.65}, "7. Telephone (including international dialling code)", "+385 21 555 014"),
				row([]float64{0.35, 0.65}, "8. Email (if any)", "vesna.zuvela@example.hr"),
				row([]float64{0.35, 0.65}, "9. Sex", "[ ] male   [X] female"),
				gap(),
				lb("B. State(s) against which the application is directed"),
				ls("13. Tick the name(s) of the State(s) against which the application is directed",
					"[ ] ALB - Albania    [ ] AUT - Austria    [ ] BEL - Belgium    [ ] BGR - Bulgaria",
					"[X] HRV - Croatia    [ ] CYP - Cyprus     [ ] CZE - Czech Republic    [ ] DNK - Denmark"), gap(),
				lb("C. Representative(s) of the individual applicant"), lb("C.2. Lawyer"),
				row([]float64{0.35, 0.65}, "26. Surname", "ŠTIMAC"),
				row([]float64{0.35, 0.65}, "27. First name(s)", "Tomislav"),
				row([]float64{0.35, 0.65}, "28. Nationality", "Croatian"),
				row([]float64{0.35, 0.65}, "29. Address", "Law Office Štimac, Marmontova 9, 21000 Split, Croatia"),
				row([]float64{0.35, 0.65}, "30. Telephone", "+385 21 555 090"),
				gap(),
				lb("Authority"),
				p("I hereby authorise the person indicated above to represent me in the proceedings before the European Court of Human Rights concerning my application lodged under Article 34 of the Convention."),
				ls("33. Signature of applicant: Vesna Žuvela-Horvat          34. Date: 03/06/2019"),
			},
			{
				lb("E. Statement of the facts"),
				p("58. On 17 April 2009 I brought a civil action in the Split Municipal Court against my former employer for unpaid salary and damages. The first hearing was held only on 2 February 2011. The Municipal Court gave judgment on 12 May 2016; the Split County Court dismissed the appeals of both parties on 19 October 2017."),
				p("59. On 4 December 2017 I lodged a constitutional complaint about the length of the proceedings. The Constitutional Court declared it inadmissible on 28 November 2018, and its decision was served on my lawyer on 7 December 2018."),
				lb("F. Statement of alleged violation(s) of the Convention"),
				row([]float64{0.3, 0.7}, "Article invoked", "Explanation"),
				row([]float64{0.3, 0.7}, "Article 6 § 1", "The proceedings lasted more than nine years at two levels of jurisdiction."),
				row([]float64{0.3, 0.7}, "Article 13", "No effective remedy: the constitutional complaint was declared inadmissible."),
				gap(),
				lb("G. Compliance with admissibility criteria"),
				p("62. Final decision: Constitutional Court, no. U-IIIA-1187/2017, of 28 November 2018, served on 7 December 2018. The application is lodged within six months of that date."),
				lb("Declaration and signature"),
				p("I hereby declare that, to the best of my knowledge and belief, the information I have given in the present application form is correct."),
				ls("73. Date: 03/06/2019   (e.g. 27/09/2015)", "74. Signature(s): Applicant(s) or Representative(s): Tomislav Štimac"),
			},
		}}

	letter := doc{name: "Registry Letter Notice to Government.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{{
			cb("EUROPEAN COURT OF HUMAN RIGHTS"), cb("COUR EUROPÉENNE DES DROITS DE L'HOMME"), rule(),
			ls("FIRST SECTION", "", "ECHR-LE2.1bG", "HMS/ab", "", "Mr Tomislav Štimac", "Law Office Štimac", "Marmontova 9", "21000 Split", "CROATIA", "", "                                        13 January 2021", "",
				"Application no. 31744/19", "Žuvela-Horvat v. Croatia"), gap(),
			l("Dear Sir,"), gap(),
			p("I write to inform you that on 11 January 2021 the President of the Section, sitting in a single-judge formation, decided under Rule 54 § 2 (b) of the Rules of Court to give notice of the complaints concerning Article 6 § 1 and Article 13 of the Convention to the Croatian Government and to declare the remainder of the application inadmissible."),
			p("The Government have been invited to submit their written observations by 3 May 2021. You will then be invited to submit observations in reply, together with any claims for just satisfaction. In accordance with Rule 34 § 2, the observations must be in one of the official languages of the Court."),
			p("The Court has also decided that the application is suitable for a friendly settlement, and the parties will be contacted in that respect."),
			ls("Yours faithfully,", "", "For the Registrar", "", "Helga Mürer-Stroh", "Deputy Section Registrar"),
		}}}

	judgment := doc{name: "Judgment Zuvela-Horvat v Croatia.pdf", font: "Times", size: 11, paper: "A4",
		header: "ŽUVELA-HORVAT v. CROATIA JUDGMENT", footer: "%d",
		pages: []page{
			{
				gap(), gap(), cb("FIRST SECTION"), gap(), gap(), cb("CASE OF ŽUVELA-HORVAT v. CROATIA"), gap(), c("(Application no. 31744/19)"), gap(), gap(), gap(),
				cb("JUDGMENT"), gap(), gap(), c("STRASBOURG"), gap(), c("14 March 2024"), gap(), gap(), gap(),
				small(p("This judgment is final but it may be subject to editorial revision."), 9.5),
			},
			{
				l("In the case of Žuvela-Horvat v. Croatia,"),
				p("The European Court of Human Rights (First Section), sitting as a Committee composed of:"),
				ls("     Erika Sandström-Oy, President,", "     Konstantin Dorfmeister,", "     Aoife Ní Chonaill, judges,", "and Helga Mürer-Stroh, Deputy Section Registrar,"),
				l("Having regard to:"),
				p("the application (no. 31744/19) against the Republic of Croatia lodged with the Court under Article 34 of the Convention for the Protection of Human Rights and Fundamental Freedoms (\"the Convention\") on 6 June 2019 by a Croatian national, Ms Vesna Žuvela-Horvat (\"the applicant\"), who was born in 1968, lives in Split and was represented by Mr T. Štimac, a lawyer practising in Split;"),
				p("the decision to give notice of the complaints concerning the length of civil proceedings and the lack of an effective remedy to the Croatian Government (\"the Government\"), represented by their Agent, Ms L. Rašeta, and to declare the remainder of the application inadmissible;"),
				p("the parties' observations;"),
				p("Having deliberated in private on 20 February 2024,"),
				l("Delivers the following judgment, which was adopted on that date:"),
				cb("SUBJECT MATTER OF THE CASE"),
				p("1. The case concerns the length of civil proceedings brought by the applicant against her former employer on 17 April 2009 and ended by a judgment of the Split County Court of 19 October 2017, and the inadmissibility of her constitutional complaint, declared on 28 November 2018."),
			},
			{
				cb("THE COURT'S ASSESSMENT"),
				p("2. The period to be taken into consideration lasted eight years and six months at two levels of jurisdiction. Having examined all the material before it, the Court considers that the length of the proceedings was excessive and failed to meet the \"reasonable time\" requirement. There has accordingly been a breach of Article 6 § 1 and, as the constitutional complaint was declared inadmissible on a ground the Court has found inconsistent with its case-law, of Article 13."),
				cb("APPLICATION OF ARTICLE 41 OF THE CONVENTION"),
				p("3. The applicant claimed EUR 9,000 in respect of non-pecuniary damage. The Court awards her EUR 4,700, plus any tax that may be chargeable."),
				cb("FOR THESE REASONS, THE COURT, UNANIMOUSLY,"),
				p("1. Declares the complaints under Article 6 § 1 and Article 13 of the Convention concerning the excessive length of the civil proceedings and the lack of an effective remedy admissible;"),
				p("2. Holds that there has been a breach of Article 6 § 1 and Article 13 of the Convention;"),
				p("3. Holds that the respondent State is to pay the applicant, within three months, EUR 4,700 (four thousand seven hundred euros), plus any tax that may be chargeable, in respect of non-pecuniary damage, to be converted into the currency of the respondent State at the rate applicable at the date of settlement."),
				p("Done in English, and notified in writing on 14 March 2024, pursuant to Rule 77 §§ 2 and 3 of the Rules of Court."),
				row([]float64{0.5, 0.5}, "Helga Mürer-Stroh\nDeputy Registrar", "Erika Sandström-Oy\nPresident"),
			},
		}}

	return spec{
		name: "zuvela-horvat-v-croatia-echr", title: "Žuvela-Horvat v. Croatia (ECtHR, Application no. 31744/19)",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 3, PartyCorrect: 2, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 74cae5c
		docs:       []doc{form, letter, judgment},
		parties: []truth.Party{
			{Name: "Vesna Žuvela-Horvat", Role: "petitioner"}, // the applicant
			{Name: "Vesna Žuvela-Horvat", Role: "declarant"},  // the form's declaration
			{Name: "Republic of Croatia", Role: "respondent"},
			{Name: "Tomislav Štimac", Role: "counsel"},
			{Name: "Tomislav Štimac", Role: "recipient"},
			{Name: "L. Rašeta", Role: "counsel"}, // the Government's Agent
			{Name: "Erika Sandström-Oy", Role: "judge"},
			{Name: "Konstantin Dorfmeister", Role: "judge"},
			{Name: "Aoife Ní Chonaill", Role: "judge"},
			{Name: "Helga Mürer-Stroh", Role: "sender"},
		},
		events: []truth.Event{
			{Date: "2019-06-03", File: "Application Form 31744-19.pdf", Page: 1},
			{Date: "2009-04-17", File: "Application Form 31744-19.pdf", Page: 2},
			{Date: "2011-02-02", File: "Application Form 31744-19.pdf", Page: 2},
			{Date: "2016-05-12", File: "Application Form 31744-19.pdf", Page: 2},
			{Date: "2017-10-19", File: "Application Form 31744-19.pdf", Page: 2},
			{Date: "2017-12-04", File: "Application Form 31744-19.pdf", Page: 2},
			{Date: "2018-11-28", File: "Application Form 31744-19.pdf", Page: 2},
			{Date: "2018-12-07", File: "Application Form 31744-19.pdf", Page: 2},
			{Date: "2019-06-03", File: "Application Form 31744-19.pdf", Page: 2},
			{Date: "2021-01-13", File: "Registry Letter Notice to Government.pdf", Page: 1},
			{Date: "2021-01-11", File: "Registry Letter Notice to Government.pdf", Page: 1},
			{Date: "2021-05-03", File: "Registry Letter Notice to Government.pdf", Page: 1},
			{Date: "2024-03-14", File: "Judgment Zuvela-Horvat v Croatia.pdf", Page: 1},
			{Date: "2019-06-06", File: "Judgment Zuvela-Horvat v Croatia.pdf", Page: 2},
			{Date: "2024-02-20", File: "Judgment Zuvela-Horvat v Croatia.pdf", Page: 2},
			{Date: "2009-04-17", File: "Judgment Zuvela-Horvat v Croatia.pdf", Page: 2},
			{Date: "2017-10-19", File: "Judgment Zuvela-Horvat v Croatia.pdf", Page: 2},
			{Date: "2018-11-28", File: "Judgment Zuvela-Horvat v Croatia.pdf", Page: 2},
			{Date: "2024-03-14", File: "Judgment Zuvela-Horvat v Croatia.pdf", Page: 3},
		},
	}
}

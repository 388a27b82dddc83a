package sealed

import "pramaan/brief/truth"

// A disability discrimination charge before the EEOC's Memphis District
// Office, from filing to the notice of right to sue, without a lawsuit: a
// freight company's dispatcher says she was refused a modified schedule
// after a diagnosis and then discharged for "job abandonment". The charge
// as the EEOC Public Portal prints it (charge number and agencies at the
// top, the charging party's and the respondent's label/value rows, the
// bases, earliest and latest dates, "THE PARTICULARS ARE:", the declaration
// under penalty of perjury signed digitally with a numeric date, the
// unused notary box); the Notice of Charge of Discrimination to the
// employer's human resources director ("This Notice Is Not A Finding", the
// position-statement due date, the investigator to contact, the district
// director's signature); the employer's position statement, a law firm's
// letter through the Respondent Portal to the investigator ("Re:" block,
// background, facts with dates, exhibits, "cc:" the human resources
// director); and the Determination and Notice of Rights issued on request
// ("Issued On:", "To:", the EEOC representative, the 90-day warning, "On
// behalf of the Commission", "cc:" both sides' counsel).
//
// Conventions of this truth: the charging party, an applicant before an
// agency, is a petitioner, and the employer the respondent; she signs the
// charge's declaration under penalty of perjury and is a declarant; a
// letter's or notice's signer is its sender and its addressee (a person and
// the organisation named with them) its recipient, as is whoever is copied
// on it; counsel who sign or are copied are also counsel. The supervisor,
// the treating physician, the state agency with which the charge is
// dual-filed and the leave administrator named in the papers have no role.
func init() { specs = append(specs, blanchardOseiEEOC) }

func blanchardOseiEEOC() spec {
	kv := []float64{0.34, 0.66}
	charge := doc{name: "EEOC Charge of Discrimination.pdf", font: "Helvetica", size: 9,
		footer: "EEOC Form 5 (Public Portal)   Charge 490-2024-01873   Page %d of %t", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION\nCHARGE OF DISCRIMINATION", "Charge Number: 490-2024-01873\nAgency: EEOC, Memphis District Office\nFEPA: Tennessee Human Rights Commission"),
				small(p("This form is affected by the Privacy Act of 1974. See enclosed Privacy Act Statement and other information before completing this form."), 8),
				rule(),
				lb("CHARGING PARTY"),
				row(kv, "Name:", "Ms. Keturah A. Blanchard-Osei"),
				row(kv, "Address:", "3187 Kirby Whitten Road, Bartlett, TN 38134"),
				row(kv, "Phone / Email:", "(901) 555-0126 / kblanchardosei@mailbox.example"),
				row(kv, "Year of Birth:", "1986"),
				lb("RESPONDENT"),
				row(kv, "Name:", "Riverbluff Freight Services, Inc."),
				row(kv, "Address:", "4410 Distriplex Farms Drive, Memphis, TN 38141"),
				row(kv, "Number of Employees:", "101 - 200"),
				rule(),
				row(kv, "Discrimination Based On:", "Disability, Retaliation"),
				row(kv, "Date(s) Discrimination Took Place:", "Earliest: 09/18/2023     Latest: 01/26/2024     [ ] Continuing Action"),
				lb("THE PARTICULARS ARE:"),
				p("I. I was hired by Respondent on or about April 3, 2017, as a Dispatcher, and was most recently a Senior Dispatcher on the day shift under Terminal Manager Carla J. Stennis. In August 2023 I was diagnosed with a chronic condition requiring infusion treatment every three weeks. On September 18, 2023, I gave Respondent a note from my physician and asked to work a modified schedule on infusion days, starting at 1:00 p.m. and making up the hours on Saturday."),
				p("II. Respondent denied my request on October 2, 2023, saying the dispatch desk had to be staffed by the same person all day. I then used intermittent FMLA leave for the infusions. On January 8, 2024, I complained in writing to Human Resources that Ms. Stennis was counting my infusion days as \"occurrences\" and had said I was \"more trouble than I was worth.\" On January 26, 2024, I was discharged for job abandonment, although I had called in on each day of my absence from January 22, 2024 through January 24, 2024, which was approved medical leave."),
				p("III. I believe that I have been discriminated against because of my disability, in that I was denied a reasonable accommodation and discharged, and retaliated against for complaining, in violation of the Americans with Disabilities Act of 1990, as amended."),
				rule(),
				small(p("I want this charge filed with both the EEOC and the State or local Agency, if any. I will advise the agencies if I change my address or phone number and I will cooperate fully with them in the processing of my charge in accordance with their procedures."), 8.5),
				p("I declare under penalty of perjury that the above is true and correct."),
				row([]float64{0.5, 0.5}, "Digitally Signed By: Ms. Keturah A. Blanchard-Osei\n03/12/2024\nCharging Party Signature", "NOTARY - When necessary for State and Local Agency Requirements\nSUBSCRIBED AND SWORN TO BEFORE ME THIS DATE: ____________"),
			},
		}}

	pl := "                                        "
	notice := doc{name: "Notice of Charge of Discrimination.pdf", font: "Helvetica", size: 10,
		footer: "EEOC Form 131 (Public Portal)", footerAlign: "L",
		pages: []page{
			{
				cb("U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"), c("Memphis District Office"), c("200 Jefferson Avenue, Suite 1400, Memphis, TN 38103"), rule(),
				r("03/14/2024"),
				ls("To: Dwight E. Marrable-Cole", "    Director of Human Resources", "    Riverbluff Freight Services, Inc.", "    4410 Distriplex Farms Drive", "    Memphis, TN 38141"),
				gap(),
				lb("Re: Ms. Keturah A. Blanchard-Osei v. Riverbluff Freight Services, Inc."),
				lb("    EEOC Charge Number: 490-2024-01873"),
				gap(),
				cb("NOTICE OF CHARGE OF DISCRIMINATION"), c("(This Notice Is Not A Finding)"), gap(),
				p("This is notice that a charge of employment discrimination has been filed with the EEOC against your organization by the above-listed individual under the Americans with Disabilities Act of 1990 (ADA). The charge was also dual-filed with the Tennessee Human Rights Commission. The charge alleges disability discrimination and retaliation. The alleged discrimination occurred on or after 09/18/2023. The charge is available for you to download from the EEOC Respondent Portal."),
				p("Please respond to this charge by submitting a Position Statement through the Portal by 04/18/2024. Your Position Statement should be a complete and honest response to the allegations and should include the identity and title of each person with knowledge of the facts, a copy of the accommodation request and the response to it, the attendance and leave records relied upon, and the decision to terminate."),
				p("Please retain all records relevant to this charge, including personnel records of the Charging Party and of employees in comparable positions, until final disposition of this matter."),
				p("This charge may be eligible for the EEOC's Mediation Program. If both parties agree to mediate, the investigation of the charge will be stayed. If you have questions, contact Investigator Terrance L. Whitby-Nakamura at (901) 555-0171 or terrance.whitby-nakamura@eeoc.example."),
				gap(),
				ls("Sincerely,", "", "/s/ Edmond R. Faulkner-Ibe", "Edmond R. Faulkner-Ibe", "District Director"),
				gap(),
				small(l("Enclosures: Information on Responding to a Charge; Privacy Act Statement"), 8.5),
			},
		}}

	stmt := doc{name: "Respondent's Position Statement.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("PRYOR LINDELL PLLC"), c("Attorneys at Law"), c("5100 Poplar Avenue, Suite 2700  |  Memphis, Tennessee 38137  |  (901) 555-0140"), rule(),
				l("Margaret A. Okonedo-Sims"), l("Direct: (901) 555-0147  |  mokonedo-sims@pryorlindell.example"), gap(),
				l("April 17, 2024"), gap(),
				lb("VIA EEOC RESPONDENT PORTAL"), gap(),
				ls("Terrance L. Whitby-Nakamura, Investigator", "U.S. Equal Employment Opportunity Commission", "Memphis District Office", "200 Jefferson Avenue, Suite 1400", "Memphis, TN 38103"),
				gap(),
				ls("Re:  Keturah A. Blanchard-Osei v. Riverbluff Freight Services, Inc.", "        EEOC Charge No. 490-2024-01873"),
				gap(),
				l("Dear Investigator Whitby-Nakamura:"),
				p("This firm represents Respondent Riverbluff Freight Services, Inc. (\"Riverbluff\" or \"the Company\") in the above charge. This statement sets out the Company's position based on its investigation to date. It is not an affidavit, and the Company reserves the right to supplement it."),
				lb("I. Background"),
				p("Riverbluff operates a cross-dock freight terminal in Memphis with about 160 employees. Ms. Blanchard-Osei worked as a dispatcher from April 3, 2017 until January 26, 2024. The dispatch desk runs from 6:00 a.m. to 6:00 p.m. and the day-shift senior dispatcher is responsible for the morning linehaul release, which cannot be handed off mid-cycle."),
				lb("II. The accommodation request"),
				p("Ms. Blanchard-Osei asked on September 18, 2023 to start at 1:00 p.m. on infusion days. Human Resources met with her on September 27, 2023 and explained that a 1:00 p.m. start would leave the linehaul release uncovered. It offered instead to move her to the 10:00 a.m. swing position at the same pay, or to approve intermittent leave under the FMLA. She chose intermittent leave, which the Company's leave administrator, Crestline Absence Services, approved on October 2, 2023. No infusion day was ever counted against her."),
			},
			{
				ls("Terrance L. Whitby-Nakamura, Investigator", "April 17, 2024", "Page 2"), gap(),
				lb("III. The separation"),
				p("Ms. Blanchard-Osei did not report to work on January 22, 23 and 24, 2024, days not covered by her approved leave, and did not call the dispatch line as the attendance policy requires. Under that policy, three consecutive no-call, no-show days are treated as a voluntary resignation. The Company confirmed the separation by letter on January 26, 2024. The decision was made by the Director of Human Resources, who was not aware of any complaint about Ms. Stennis until after the separation; the Company's records show that the January 8, 2024 email the charge refers to was sent to a general mailbox and not opened before February 2024."),
				lb("IV. Position"),
				p("The Company engaged in the interactive process and offered two effective accommodations, one of which the Charging Party accepted. Her separation applied a neutral policy uniformly: four other employees were separated under it in 2023. The charge should be dismissed with a finding of no reasonable cause."),
				p("The following exhibits are enclosed: (1) accommodation request of September 18, 2023 and the Company's response; (2) the FMLA approval of October 2, 2023; (3) the attendance policy; (4) dispatch call logs for January 22-24, 2024; (5) the separation letter."),
				ls("Sincerely,", "", "PRYOR LINDELL PLLC", "", "/s/ Margaret A. Okonedo-Sims", "Margaret A. Okonedo-Sims"),
				gap(),
				l("cc:  Dwight E. Marrable-Cole, Director of Human Resources (via email)"),
			},
		}}

	dnr := doc{name: "Determination and Notice of Rights.pdf", font: "Helvetica", size: 9.5,
		footer: "EEOC Form 161-B (01/2022)", footerAlign: "L",
		pages: []page{
			{
				cb("U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"), cb("DETERMINATION AND NOTICE OF RIGHTS"), c("(Issued on request)"), rule(),
				row([]float64{0.5, 0.5}, "To: Ms. Keturah A. Blanchard-Osei\n3187 Kirby Whitten Road\nBartlett, TN 38134", "Issued On: 08/26/2024\nCharge No: 490-2024-01873\nEEOC Representative and email:\nTerrance L. Whitby-Nakamura, Investigator\nterrance.whitby-nakamura@eeoc.example"),
				rule(),
				lb("DETERMINATION OF CHARGE"),
				p("Less than 180 days have passed since the filing of this charge, but I have determined that it is unlikely that the EEOC will be able to complete its administrative processing within 180 days from the filing of this charge. The EEOC is terminating its processing of this charge at the Charging Party's request made through counsel on August 9, 2024."),
				lb("NOTICE OF YOUR RIGHT TO SUE"),
				p("This is official notice from the EEOC of the dismissal of your charge and of your right to sue. If you choose to file a lawsuit against the respondent(s) on this charge under federal law in federal or state court, your lawsuit must be filed WITHIN 90 DAYS of your receipt of this notice. Receipt generally occurs on the date that you (or your representative) view this document. You should keep a record of the date you received this notice. Your right to sue based on this charge will be lost if you do not file a lawsuit in court within 90 days. (The time limit for filing a lawsuit based on a claim under state law may be different.)"),
				p("If you file a lawsuit, you may request a copy of your charge file under Section 83 of the EEOC's FOIA regulations by submitting the request through the EEOC Public Portal."),
				gap(),
				ls(pl+"On behalf of the Commission,", "", pl+"Digitally Signed By: Edmond R. Faulkner-Ibe", pl+"08/26/2024", pl+"Edmond R. Faulkner-Ibe", pl+"District Director"),
				gap(),
				l("cc:"),
				ls("Jerome P. Dukes-Harrell, Esq., Dukes Harrell Law, PLLC, 22 North Front Street, Suite 600, Memphis, TN 38103", "    (counsel for Charging Party)", "Margaret A. Okonedo-Sims, Esq., Pryor Lindell PLLC, 5100 Poplar Avenue, Suite 2700, Memphis, TN 38137", "    (counsel for Respondent)"),
				gap(),
				small(l("Please retain this notice for your records."), 8.5),
			},
		}}

	const (
		fc = "EEOC Charge of Discrimination.pdf"
		fn = "Notice of Charge of Discrimination.pdf"
		fs = "Respondent's Position Statement.pdf"
		fd = "Determination and Notice of Rights.pdf"
	)
	return spec{
		name:       "blanchard-osei-v-riverbluff-freight-eeoc",
		title:      "Blanchard-Osei v. Riverbluff Freight Services, Inc. (EEOC Charge No. 490-2024-01873, Memphis District Office), ADA charge to notice of right to sue",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 9, PartyCorrect: 8, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit cb2ba8b
		docs:       []doc{charge, notice, stmt, dnr},
		parties: []truth.Party{
			{Name: "Keturah A. Blanchard-Osei", Role: "petitioner"}, // the charging party
			{Name: "Keturah A. Blanchard-Osei", Role: "declarant"},  // the charge's declaration
			{Name: "Keturah A. Blanchard-Osei", Role: "recipient"},  // the notice of rights
			{Name: "Riverbluff Freight Services, Inc.", Role: "respondent"},
			{Name: "Riverbluff Freight Services, Inc.", Role: "recipient"}, // the notice of charge
			{Name: "Dwight E. Marrable-Cole", Role: "recipient"},
			{Name: "Edmond R. Faulkner-Ibe", Role: "sender"},
			{Name: "Terrance L. Whitby-Nakamura", Role: "recipient"},
			{Name: "U.S. Equal Employment Opportunity Commission", Role: "recipient"},
			{Name: "Margaret A. Okonedo-Sims", Role: "counsel"},
			{Name: "Margaret A. Okonedo-Sims", Role: "sender"},
			{Name: "Margaret A. Okonedo-Sims", Role: "recipient"}, // copied on the notice of rights
			{Name: "Jerome P. Dukes-Harrell", Role: "counsel"},
			{Name: "Jerome P. Dukes-Harrell", Role: "recipient"},
		},
		events: []truth.Event{
			{Date: "2023-09-18", File: fc, Page: 1},
			{Date: "2024-01-26", File: fc, Page: 1},
			{Date: "2017-04-03", File: fc, Page: 1},
			{Date: "2023-10-02", File: fc, Page: 1},
			{Date: "2024-01-08", File: fc, Page: 1},
			{Date: "2024-01-22", File: fc, Page: 1},
			{Date: "2024-01-24", File: fc, Page: 1},
			{Date: "2024-03-12", File: fc, Page: 1},
			{Date: "2024-03-14", File: fn, Page: 1},
			{Date: "2023-09-18", File: fn, Page: 1},
			{Date: "2024-04-18", File: fn, Page: 1},
			{Date: "2024-04-17", File: fs, Page: 1},
			{Date: "2017-04-03", File: fs, Page: 1},
			{Date: "2024-01-26", File: fs, Page: 1},
			{Date: "2023-09-18", File: fs, Page: 1},
			{Date: "2023-09-27", File: fs, Page: 1},
			{Date: "2023-10-02", File: fs, Page: 1},
			{Date: "2024-04-17", File: fs, Page: 2}, // the continuation heading
			{Date: "2024-01-22", File: fs, Page: 2}, // "January 22, 23 and 24, 2024" and "January 22-24, 2024"
			{Date: "2024-01-26", File: fs, Page: 2},
			{Date: "2024-01-08", File: fs, Page: 2},
			{Date: "2023-09-18", File: fs, Page: 2},
			{Date: "2023-10-02", File: fs, Page: 2},
			{Date: "2024-08-26", File: fd, Page: 1},
			{Date: "2024-08-09", File: fd, Page: 1},
		},
	}
}

package sealed

import "pramaan/brief/truth"

// An estate dispute in the Orphans' Court Division of the Court of Common
// Pleas of Montgomery County, Pennsylvania: a daughter petitions for a
// citation directed to her brother, the executor, to show cause why he
// should not be removed and compelled to account, after he sold their late
// father's house to a business associate below its appraised value. The
// petition ("IN RE: ESTATE OF ..., DECEASED", the clerk's filing legend,
// "TO THE HONORABLE, THE JUDGES OF THE SAID COURT:", "Attorney I.D. No.",
// a verification subject to 18 Pa.C.S. § 4904); the preliminary decree
// awarding the citation ("AND NOW, this ... day of", "BY THE COURT:"), the
// citation ("WITNESS the Honorable ...") and the process server's affidavit
// of service sworn before a notary; the executor's answer with new matter,
// its notice to plead addressed to petitioner's counsel, his verification
// and a certificate of service; and the decree after hearing removing him
// (the witnesses heard, "Copies mailed on ... to:").
func init() { specs = append(specs, wexfordOrphans) }

func wexfordOrphans() spec {
	court := []block{
		cb("IN THE COURT OF COMMON PLEAS OF MONTGOMERY COUNTY, PENNSYLVANIA"), cb("ORPHANS' COURT DIVISION"), gap(),
		row([]float64{0.58, 0.04, 0.38}, "IN RE: ESTATE OF HAROLD T. WEXFORD,\n               DECEASED", ":\n:", "No. 2023-X0918"),
		gap(),
	}
	pl := "                                        "
	legend := func(when string) block {
		return stamp("Register of Wills and Clerk of the", "Orphans' Court Division, Montgomery County, PA", "#2023-X0918  Filed "+when)
	}

	petition := doc{name: "Petition for Citation.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{legend("04/09/2024 10:14 AM")}, []block{gap()}, court, []block{
				cb("PETITION FOR CITATION TO SHOW CAUSE WHY BRADLEY M. WEXFORD SHOULD NOT BE REMOVED AS EXECUTOR AND COMPELLED TO FILE AN ACCOUNT"), gap(),
				l("TO THE HONORABLE, THE JUDGES OF THE SAID COURT:"), gap(),
				p("Petitioner, Corinne Wexford-Lutz, by and through her counsel, Hollenback & Szymanski, P.C., respectfully represents:"),
				p("1. Harold T. Wexford (the \"Decedent\") died on February 11, 2023, domiciled in Lower Merion Township, Montgomery County, Pennsylvania."),
				p("2. The Decedent's last will, dated June 3, 2019, was admitted to probate by the Register of Wills on March 2, 2023, and letters testamentary were granted to Respondent, Bradley M. Wexford, the Decedent's son."),
				p("3. The will leaves the residue of the estate in equal shares to Petitioner and Respondent. The principal asset of the estate was the Decedent's residence at 318 Glenmoor Road, Gladwyne, Pennsylvania (the \"Residence\")."),
				p("4. On August 14, 2023, Linwood Appraisal Group appraised the Residence at $565,000. Respondent did not disclose the appraisal to Petitioner."),
				p("5. On September 29, 2023, without listing the Residence publicly and without notice to Petitioner, Respondent sold it for $412,000 to Dale R. Pfister, with whom Respondent co-owns a landscaping business."),
				p("6. Respondent has not filed an inventory, although it was due under 20 Pa.C.S. § 3301, has not responded to Petitioner's written requests for information of November 20, 2023 and January 17, 2024, and has not distributed any part of the estate."),
			}),
			{
				p("7. Respondent has a personal interest in the sale that conflicts with his duties as executor, has wasted or mismanaged the estate, and has failed to perform duties imposed by law, and is subject to removal under 20 Pa.C.S. § 3182."),
				p("WHEREFORE, Petitioner requests that this Court award a citation directed to Bradley M. Wexford to show cause why he should not be removed as Executor of the Estate of Harold T. Wexford and compelled to file an account under 20 Pa.C.S. § 3501.1, and grant such other relief as is just."),
				ls(pl+"Respectfully submitted,", "", pl+"HOLLENBACK & SZYMANSKI, P.C.", "", pl+"By: /s/ Jolene R. Szymanski", pl+"Jolene R. Szymanski, Esquire", pl+"Attorney I.D. No. 204511", pl+"610 West Germantown Pike, Suite 220", pl+"Plymouth Meeting, PA 19462", pl+"(610) 555-0193", pl+"Attorney for Petitioner"),
				l("Date: April 8, 2024"), gap(),
				cb("VERIFICATION"),
				p("I, Corinne Wexford-Lutz, verify that the statements made in the foregoing Petition are true and correct to the best of my knowledge, information and belief. I understand that false statements herein are made subject to the penalties of 18 Pa.C.S. § 4904, relating to unsworn falsification to authorities."),
				row([]float64{0.5, 0.5}, "Date: 04/08/2024", "/s/ Corinne Wexford-Lutz\nCorinne Wexford-Lutz"),
			},
		}}

	citation := doc{name: "Preliminary Decree, Citation and Affidavit of Service.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{legend("04/16/2024 2:37 PM")}, []block{gap()}, court, []block{
				cb("PRELIMINARY DECREE"), gap(),
				p("AND NOW, this 16th day of April, 2024, upon consideration of the foregoing Petition for Citation, it is hereby ORDERED and DECREED that a Citation is awarded, directed to Bradley M. Wexford, Executor of the Estate of Harold T. Wexford, Deceased, to show cause why he should not be removed as Executor and compelled to file an account."),
				p("The Citation is returnable, and a hearing shall be held, on June 3, 2024, at 9:30 a.m., in Courtroom 15, Montgomery County Courthouse, Norristown, Pennsylvania. Respondent shall file an answer to the Petition on or before May 20, 2024. Pending further order, Respondent shall not sell, encumber or distribute any asset of the estate."),
				gap(),
				ls(pl+"BY THE COURT:", "", pl+"/s/ Lorraine D. Castagna", pl+"_____________________________", pl+"LORRAINE D. CASTAGNA, J."),
			}),
			with(court, []block{
				cb("CITATION"), gap(),
				l("COMMONWEALTH OF PENNSYLVANIA     :"),
				l("                                                        :  ss."),
				l("COUNTY OF MONTGOMERY                  :"), gap(),
				l("TO: BRADLEY M. WEXFORD, 1127 Spring Mill Road, Conshohocken, PA 19428"), gap(),
				p("GREETING: You are hereby cited to be and appear before the Orphans' Court Division of the Court of Common Pleas of Montgomery County, at Norristown, on June 3, 2024, at 9:30 a.m., to show cause, if any you have, why you should not be removed as Executor of the Estate of Harold T. Wexford, Deceased, and compelled to file an account, and hereof fail not."),
				p("WITNESS the Honorable Lorraine D. Castagna, Judge of our said Court, this 16th day of April, 2024."),
				ls(pl+"/s/ Gwendolyn A. Marsh", pl+"Clerk of the Orphans' Court Division"),
			}),
			{
				cb("AFFIDAVIT OF SERVICE"), gap(),
				l("COMMONWEALTH OF PENNSYLVANIA     :"),
				l("                                                        :  ss."),
				l("COUNTY OF MONTGOMERY                  :"), gap(),
				p("I, Terrence J. Mulroney, being duly sworn according to law, depose and say that I am over eighteen years of age and not a party to this action, and that on April 24, 2024, at 6:15 p.m., I personally served a true and correct copy of the Citation, the Preliminary Decree and the Petition for Citation upon Bradley M. Wexford, by handing them to him at 1127 Spring Mill Road, Conshohocken, Pennsylvania 19428."),
				row([]float64{0.5, 0.5}, "Sworn to and subscribed before me\nthis 26th day of April, 2024.\n\n/s/ Patricia L. Dombrowski\nNotary Public\nMy Commission Expires: 09/14/2027", "/s/ Terrence J. Mulroney\nTerrence J. Mulroney\nKeystone Legal Support, LLC\nProcess Server"),
			},
		}}

	answer := doc{name: "Answer with New Matter.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{legend("05/17/2024 4:02 PM")}, []block{gap()}, court, []block{
				cb("NOTICE TO PLEAD"), gap(),
				l("TO: Jolene R. Szymanski, Esquire, Attorney for Petitioner"), gap(),
				p("You are hereby notified to file a written response to the enclosed New Matter within twenty (20) days from service hereof or a judgment may be entered against you."),
				ls(pl+"GRECCO & VANDERSLICE LLP", pl+"By: /s/ Anselm P. Grecco", pl+"Anselm P. Grecco, Esquire", pl+"Attorney for Respondent"),
				gap(),
				cb("ANSWER OF BRADLEY M. WEXFORD, EXECUTOR, TO PETITION FOR CITATION, WITH NEW MATTER"), gap(),
				p("Respondent, Bradley M. Wexford, Executor of the Estate of Harold T. Wexford, by his counsel, answers the Petition for Citation as follows:"),
				p("1.-3. Admitted."),
				p("4. Admitted in part. It is admitted that Linwood Appraisal Group appraised the Residence on August 14, 2023. It is denied that the appraisal reflected the Residence's condition, which required a new roof and remediation of water damage in the basement."),
				p("5. Denied as stated. The Residence was listed with Keystone Crest Realty from June 5, 2023 and received no offer above $405,000 before the sale closed on September 29, 2023. Respondent's business relationship with the buyer is admitted."),
				p("6. Admitted in part. Respondent filed the inventory on May 10, 2024. The remaining averments are denied."),
				p("7. Denied. The averments of paragraph 7 are conclusions of law to which no response is required."),
			}),
			{
				cb("NEW MATTER"),
				p("8. The Decedent told Respondent before his death that he wished the Residence to be sold quickly to a buyer who would keep the garden, and Respondent acted in good faith to carry out that wish."),
				p("9. Petitioner was told of the listing by email on June 6, 2023, and did not object."),
				p("WHEREFORE, Respondent requests that the Petition be dismissed."),
				ls(pl+"Respectfully submitted,", "", pl+"GRECCO & VANDERSLICE LLP", pl+"By: /s/ Anselm P. Grecco", pl+"Anselm P. Grecco, Esquire", pl+"Attorney I.D. No. 87734", pl+"40 East Airy Street, Norristown, PA 19401", pl+"Attorney for Respondent"),
				l("Date: May 17, 2024"), gap(),
				cb("VERIFICATION"),
				p("I, Bradley M. Wexford, verify that the statements made in the foregoing Answer with New Matter are true and correct to the best of my knowledge, information and belief. I understand that false statements herein are made subject to the penalties of 18 Pa.C.S. § 4904, relating to unsworn falsification to authorities."),
				row([]float64{0.5, 0.5}, "Date: 05/16/2024", "/s/ Bradley M. Wexford\nBradley M. Wexford"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on May 17, 2024, I served a true and correct copy of the foregoing Answer with New Matter by electronic mail and first-class mail upon Jolene R. Szymanski, Esquire, Hollenback & Szymanski, P.C., 610 West Germantown Pike, Suite 220, Plymouth Meeting, PA 19462."),
				ls(pl+"/s/ Anselm P. Grecco", pl+"Anselm P. Grecco, Esquire"),
			},
		}}

	decree := doc{name: "Decree.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{legend("08/09/2024 11:40 AM")}, []block{gap()}, court, []block{
				cb("DECREE"), gap(),
				p("AND NOW, this 9th day of August, 2024, after hearings held on June 3, 2024 and July 22, 2024 on the Petition for Citation of Corinne Wexford-Lutz and the Answer with New Matter of Bradley M. Wexford, Executor, at which the Court heard the testimony of Petitioner, of Respondent, and of Marcus L. Eberhardt, a certified residential appraiser, and received the exhibits of both parties, the Court finds that Respondent sold the principal asset of the estate to a business associate without exposing it to the market at a fair price and without notice to the other residuary beneficiary, and that his personal interest conflicts with his duties as Executor. It is hereby ORDERED and DECREED that:"),
				p("1. Bradley M. Wexford is REMOVED as Executor of the Estate of Harold T. Wexford, Deceased, and his letters testamentary are revoked."),
				p("2. The Register of Wills shall grant letters of administration d.b.n.c.t.a. to Corinne Wexford-Lutz upon her filing a bond in the amount of $250,000."),
				p("3. Bradley M. Wexford shall file an account of his administration with the Clerk of the Orphans' Court Division on or before October 8, 2024, and shall deliver all estate records and property to the administrator within twenty days."),
				p("4. The question of a surcharge arising from the sale of September 29, 2023 is reserved for the audit of the account."),
				gap(),
				ls(pl+"BY THE COURT:", "", pl+"/s/ Lorraine D. Castagna", pl+"_____________________________", pl+"LORRAINE D. CASTAGNA, J."),
				gap(),
				small(ls("Copies mailed on 08/09/2024 to:", "Jolene R. Szymanski, Esquire, for Petitioner", "Anselm P. Grecco, Esquire, for Respondent", "Register of Wills", "Clerk, Orphans' Court Division"), 9.5),
			}),
		}}

	const (
		fp = "Petition for Citation.pdf"
		fc = "Preliminary Decree, Citation and Affidavit of Service.pdf"
		fa = "Answer with New Matter.pdf"
		fd = "Decree.pdf"
	)
	return spec{
		name:       "in-re-estate-of-wexford-montgomery-oc",
		title:      "In re Estate of Harold T. Wexford (Montgomery County O.C. No. 2023-X0918), citation to remove the executor",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 13, PartyCorrect: 11, EventTruth: 29, EventHits: 29, Grounded: 1}, // at commit 574488e
		docs:       []doc{petition, citation, answer, decree},
		parties: []truth.Party{
			{Name: "Harold T. Wexford", Role: "party"}, // the decedent
			{Name: "Corinne Wexford-Lutz", Role: "petitioner"},
			{Name: "Corinne Wexford-Lutz", Role: "declarant"}, // her verification
			{Name: "Corinne Wexford-Lutz", Role: "witness"},
			{Name: "Bradley M. Wexford", Role: "respondent"},
			{Name: "Bradley M. Wexford", Role: "declarant"},
			{Name: "Bradley M. Wexford", Role: "witness"},
			{Name: "Jolene R. Szymanski", Role: "counsel"},
			{Name: "Jolene R. Szymanski", Role: "recipient"}, // the notice to plead is addressed to her
			{Name: "Anselm P. Grecco", Role: "counsel"},
			{Name: "Anselm P. Grecco", Role: "sender"},
			{Name: "Lorraine D. Castagna", Role: "judge"},
			{Name: "Terrence J. Mulroney", Role: "declarant"}, // the process server's affidavit
			{Name: "Marcus L. Eberhardt", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-04-09", File: fp, Page: 1}, // the clerk's legend
			{Date: "2023-02-11", File: fp, Page: 1},
			{Date: "2019-06-03", File: fp, Page: 1},
			{Date: "2023-03-02", File: fp, Page: 1},
			{Date: "2023-08-14", File: fp, Page: 1},
			{Date: "2023-09-29", File: fp, Page: 1},
			{Date: "2023-11-20", File: fp, Page: 1},
			{Date: "2024-01-17", File: fp, Page: 1},
			{Date: "2024-04-08", File: fp, Page: 2},
			{Date: "2024-04-16", File: fc, Page: 1}, // the clerk's legend
			{Date: "2024-06-03", File: fc, Page: 1},
			{Date: "2024-05-20", File: fc, Page: 1},
			{Date: "2024-06-03", File: fc, Page: 2},
			{Date: "2024-04-16", File: fc, Page: 2},
			{Date: "2024-04-24", File: fc, Page: 3},
			{Date: "2024-04-26", File: fc, Page: 3}, // the notary's commission expiry is not an event
			{Date: "2024-05-17", File: fa, Page: 1}, // the clerk's legend
			{Date: "2023-08-14", File: fa, Page: 1},
			{Date: "2023-06-05", File: fa, Page: 1},
			{Date: "2023-09-29", File: fa, Page: 1},
			{Date: "2024-05-10", File: fa, Page: 1},
			{Date: "2023-06-06", File: fa, Page: 2},
			{Date: "2024-05-17", File: fa, Page: 2},
			{Date: "2024-05-16", File: fa, Page: 2},
			{Date: "2024-08-09", File: fd, Page: 1},
			{Date: "2024-06-03", File: fd, Page: 1},
			{Date: "2024-07-22", File: fd, Page: 1},
			{Date: "2024-10-08", File: fd, Page: 1},
			{Date: "2023-09-29", File: fd, Page: 1},
		},
	}
}

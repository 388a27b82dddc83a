package samples

// DEV SET (held out at first sight): a homeowners' insurance suit in the
// Circuit Court of the Seventeenth Judicial Circuit in and for Broward
// County, Florida: a couple whose kitchen supply line burst sue their
// insurer, which denied the claim as long-term seepage. The e-filing
// portal's legend at the top of each filing's first page ("Filing #
// 201457733 E-Filed 07/15/2024 03:48:12 PM"); the caption with "CASE NO.:
// CACE-24-018342" and "DIVISION: 05" at the right and the rule
// "______/" under the defendant; the complaint and demand for jury trial
// ("Plaintiffs, X and Y (together, \"Plaintiffs\"), by and through their
// undersigned counsel, sue Defendant, Z", the insurer's field adjuster and
// engineer, the mitigation vendor and a public adjuster named in the
// facts, the section 627.70152 notice of intent, the firm's block with
// "Primary Email:" / "Secondary Email:" over "By: /s/ X" and two lawyers
// in capitals with "ESQ." and "Florida Bar No."); the insurer's answer
// and affirmative defenses (the defence firm's block with "Attorneys for
// Defendant, Sandpiper Shoals / Property and Casualty Insurance Company"
// wrapped over two lines, three lawyers in capitals each with "Florida
// Bar No." and email, a certificate of service listing the plaintiffs'
// lawyers by email on one line each); the plaintiffs' notice of taking
// videotaped depositions (a "DEPONENT / DATE AND TIME / LOCATION" table
// with the deponents' posts and firms wrapped under their names, the court
// reporting agency "or any other notary public", the ADA notice, a
// certificate of service by the second lawyer); and the order on the
// plaintiffs' motion to compel ("THIS CAUSE came before the Court ...
// Uniform Motion Calendar", counsel who appeared named in prose with
// "Esq.", "ORDERED AND ADJUDGED", "DONE AND ORDERED in Chambers at Fort
// Lauderdale, Broward County, Florida, this 22nd day of November, 2024.",
// the judge's electronic signature stamp with the case number and time
// over "Hon. X" without her middle initial, her full name in capitals
// under it with "CIRCUIT JUDGE", "Copies furnished to:" the lawyers of
// each side with their emails).
// Conventions: the homeowners are plaintiffs and the insurer the
// defendant; every lawyer who signs, is served or is listed for a side
// (signature blocks, certificates of service, the order's appearances and
// "Copies furnished to:") is counsel, keyed without "Esq." or "ESQ."; the
// field adjuster and the engineer whose depositions the notice sets are
// deponents (as arutyunyan-v-westbrook keys a noticed deponent), the
// engineer keyed without "P.E."; the circuit judge is the judge, keyed by
// the full name under the stamp. The public adjuster, the mitigation
// vendor, the engineering firm, the court reporting agency, the ADA
// Coordinator and the firms are no parties. The portal legend's date is
// an event on each filing's first page; every other date printed is an
// event on its page, the first and last day of "from January 15 to
// January 19, 2024" both.
func init() { specs = append(specs, urquidiPlatt) }

func urquidiPlatt() matterSpec {
	const (
		cmpF = "CACE-24-018342 Complaint and Demand for Jury Trial.pdf"
		ansF = "CACE-24-018342 Answer and Affirmative Defenses.pdf"
		depF = "Notice of Taking Videotaped Depositions (Onwudiwe, Feng).pdf"
		ordF = "Order on Plaintiffs' Motion to Compel 11-22-2024.pdf"
	)
	legend := func(s string) block { return small(l(s), 8) }
	court := []block{
		cb("IN THE CIRCUIT COURT OF THE SEVENTEENTH JUDICIAL"),
		cb("CIRCUIT IN AND FOR BROWARD COUNTY, FLORIDA"), gap(),
	}
	capt := caption("", []string{
		"MARISOL A. URQUIDI-PLATT and",
		"DESMOND L. PLATT,",
		"",
		"          Plaintiffs,",
		"",
		"v.",
		"",
		"SANDPIPER SHOALS PROPERTY AND",
		"CASUALTY INSURANCE COMPANY,",
		"",
		"          Defendant.",
		"_______________________________________/",
	}, []string{
		"CASE NO.: CACE-24-018342",
		"",
		"DIVISION: 05",
	})

	cmp := doc{name: cmpF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{legend("Filing # 201457733 E-Filed 07/15/2024 03:48:12 PM"), gap()}, court...), capt, gap(),
				cb("COMPLAINT AND DEMAND FOR JURY TRIAL"), gap(),
				p("Plaintiffs, MARISOL A. URQUIDI-PLATT and DESMOND L. PLATT (together, \"Plaintiffs\"), by and through their undersigned counsel, sue Defendant, SANDPIPER SHOALS PROPERTY AND CASUALTY INSURANCE COMPANY (\"Sandpiper\"), and allege:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. This is an action for damages that exceed Fifty Thousand Dollars ($50,000.00), exclusive of interest, costs and attorneys' fees."),
				p("2. Plaintiffs are husband and wife, residents of Broward County, Florida, who own the single-family home at 11840 Northwest 9th Court, Coral Springs, Florida 33071 (the \"Property\")."),
				p("3. Sandpiper is a Florida insurance company authorized to transact property insurance in this State, with its principal place of business in St. Petersburg, Florida."),
				p("4. Venue is proper in Broward County under sections 47.011 and 47.051, Florida Statutes, because the Property is located, and the cause of action accrued, in this County."),
			),
			{
				cb("GENERAL ALLEGATIONS"),
				p("5. Sandpiper issued homeowners policy No. SSH-FL-0048817 to Plaintiffs for the policy period June 1, 2023 to June 1, 2024 (the \"Policy\"), insuring the Property against sudden and accidental discharge of water. The Policy's declarations page is attached as Exhibit \"A\"."),
				p("6. On January 14, 2024, while Plaintiffs were at work, the braided supply line to the kitchen sink failed, discharging water into the kitchen, the adjoining family room and the hall bath until Mr. Platt found it and shut off the water that evening."),
				p("7. Plaintiffs reported the loss to Sandpiper on January 15, 2024, and retained DryPoint Restoration, LLC to perform emergency water mitigation, which ran from January 15 to January 19, 2024."),
				p("8. Sandpiper's field adjuster, Travis M. Onwudiwe, inspected the Property on January 22, 2024. Sandpiper then retained Brightline Forensic Engineering, Inc., whose engineer, Leopold R. Feng, P.E., inspected the Property on February 9, 2024 and issued a report dated February 26, 2024."),
				p("9. By letter dated March 8, 2024, Sandpiper denied the claim, asserting that the damage resulted from \"continuous or repeated seepage or leakage of water ... over a period of 14 or more days\" and from wear and tear, and was therefore excluded."),
				p("10. The denial is wrong. The supply line failed suddenly. The pattern of the damage, the moisture readings and DryPoint Restoration's mitigation logs show a single discharge of water on January 14, 2024, not a slow leak."),
				p("11. Plaintiffs retained a licensed public adjuster, Ileana Vasquez-Morrow of Reliance Claims Group, Inc., who estimated the cost to repair the covered damage at $86,412.50."),
				p("12. On May 20, 2024, Plaintiffs gave Sandpiper written notice of intent to initiate litigation under section 627.70152, Florida Statutes, together with that estimate. Sandpiper responded on May 31, 2024 by reaffirming its denial."),
				p("13. All conditions precedent to this action have been performed, have occurred, or have been waived or excused."),
			},
			{
				cb("COUNT I - BREACH OF CONTRACT"),
				p("14. Plaintiffs reallege paragraphs 1 through 13."),
				p("15. The Policy is a valid and enforceable contract under which Sandpiper agreed to pay for direct physical loss to the Property caused by the sudden and accidental discharge of water from a plumbing system."),
				p("16. Sandpiper breached the Policy by denying coverage for, and failing to pay, the covered loss of January 14, 2024, and Plaintiffs have been damaged as a result."),
				p("WHEREFORE, Plaintiffs demand judgment against Sandpiper for the damages due under the Policy, pre-judgment and post-judgment interest, taxable costs, and such further relief as the Court deems just."),
				cb("DEMAND FOR JURY TRIAL"),
				p("Plaintiffs demand a trial by jury of all issues so triable."),
				gap(),
				ls("Dated: July 15, 2024",
					"",
					"                                                            QUINTAVALLE LAFONTANT, P.A.",
					"                                                            Counsel for Plaintiffs",
					"                                                            110 East Broward Boulevard, Suite 1700",
					"                                                            Fort Lauderdale, Florida 33301",
					"                                                            Telephone: (954) 555-0182",
					"                                                            Primary Email: rquintavalle@qlfirm.com",
					"                                                            Secondary Email: eservice@qlfirm.com",
					"",
					"                                                            By: /s/ Renata I. Quintavalle",
					"                                                                  RENATA I. QUINTAVALLE, ESQ.",
					"                                                                  Florida Bar No. 0098812",
					"                                                                  KEITH J. LAFONTANT, ESQ.",
					"                                                                  Florida Bar No. 1023349"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{legend("Filing # 204338120 E-Filed 08/19/2024 11:06:54 AM"), gap()}, court...), capt, gap(),
				cb("DEFENDANT'S ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Defendant, SANDPIPER SHOALS PROPERTY AND CASUALTY INSURANCE COMPANY (\"Sandpiper\"), by and through its undersigned counsel, files its Answer and Affirmative Defenses to the Complaint filed by Plaintiffs, MARISOL A. URQUIDI-PLATT and DESMOND L. PLATT, and states:"),
				cb("ANSWER"),
				p("1. Admitted for jurisdictional purposes only."),
				p("2. Admitted that Plaintiffs are the named insureds and own the Property. Otherwise without knowledge, and therefore denied."),
				p("3. Admitted."),
				p("4. Admitted."),
				p("5. Admitted that Sandpiper issued Policy No. SSH-FL-0048817 for the policy period June 1, 2023 to June 1, 2024. The Policy speaks for itself, and any characterization of it is denied."),
				p("6. Without knowledge, and therefore denied."),
				p("7. Admitted that the loss was reported on January 15, 2024. Otherwise without knowledge, and therefore denied."),
			),
			{
				p("8. Admitted that Mr. Onwudiwe inspected the Property on January 22, 2024 and that an engineer of Brightline Forensic Engineering, Inc. inspected it on February 9, 2024. The engineer's report speaks for itself."),
				p("9. Admitted that Sandpiper issued its coverage determination by letter dated March 8, 2024. The letter speaks for itself."),
				p("10. Denied."),
				p("11. Without knowledge as to the public adjuster's retention, and therefore denied. The estimate is denied."),
				p("12. Admitted that Sandpiper received a notice of intent to initiate litigation dated May 20, 2024 and responded to it on May 31, 2024."),
				p("13-16. Denied. Any allegation not expressly admitted above is denied."),
				cb("AFFIRMATIVE DEFENSES"),
				p("FIRST AFFIRMATIVE DEFENSE - Seepage Exclusion. The Policy excludes loss caused by continuous or repeated seepage or leakage of water over a period of 14 or more days. The engineer found corrosion at the compression fitting, a delaminated cabinet base and microbial growth on the underside of the sink deck, all consistent with leakage over weeks or months."),
				p("SECOND AFFIRMATIVE DEFENSE - Wear and Tear. The Policy excludes loss caused by wear and tear, deterioration, corrosion and rust."),
				p("THIRD AFFIRMATIVE DEFENSE - Post-Loss Duties. Plaintiffs failed to preserve the failed supply line for inspection, which their mitigation vendor discarded on January 16, 2024, to Sandpiper's prejudice."),
				p("FOURTH AFFIRMATIVE DEFENSE - Deductible. Any recovery is subject to the Policy's $2,500 all other perils deductible."),
				p("FIFTH AFFIRMATIVE DEFENSE - Set-Off. Sandpiper paid $3,112.40 for emergency mitigation on April 2, 2024 under the Policy's reasonable repairs provision and is entitled to a set-off of that amount."),
				p("Sandpiper reserves the right to amend these defenses as discovery proceeds, and demands trial by jury of all issues so triable."),
			},
			{
				ls("                                                            MARCHWOOD KESSELRING, P.L.",
					"                                                            Attorneys for Defendant, Sandpiper Shoals",
					"                                                            Property and Casualty Insurance Company",
					"                                                            401 East Las Olas Boulevard, Suite 1400",
					"                                                            Fort Lauderdale, Florida 33301",
					"                                                            Tel.: (954) 555-0137",
					"",
					"                                                            By: /s/ Philippa D. Marchwood",
					"                                                            PHILIPPA D. MARCHWOOD",
					"                                                            Florida Bar No. 571490",
					"                                                            pmarchwood@mkfirm.law",
					"                                                            TOBIAS N. KESSELRING",
					"                                                            Florida Bar No. 863027",
					"                                                            tkesselring@mkfirm.law",
					"                                                            CAMILA S. ORTIZ-BAPTISTE",
					"                                                            Florida Bar No. 1334096",
					"                                                            cortizbaptiste@mkfirm.law"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I HEREBY CERTIFY that on August 19, 2024, the foregoing was electronically filed through the Florida Courts E-Filing Portal, which will serve a copy by email on:"),
				ls("          Renata I. Quintavalle, Esq. - rquintavalle@qlfirm.com",
					"          Keith J. Lafontant, Esq. - klafontant@qlfirm.com; eservice@qlfirm.com",
					"          Quintavalle Lafontant, P.A.",
					"          110 East Broward Boulevard, Suite 1700, Fort Lauderdale, Florida 33301",
					"          Counsel for Plaintiffs"),
				gap(),
				ls("                                                            /s/ Tobias N. Kesselring",
					"                                                            TOBIAS N. KESSELRING"),
			},
		}}

	dep := doc{name: depF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{legend("Filing # 208812904 E-Filed 10/11/2024 02:17:36 PM"), gap()}, court...), capt, gap(),
				cb("NOTICE OF TAKING VIDEOTAPED DEPOSITIONS"), gap(),
				p("PLEASE TAKE NOTICE that the undersigned counsel for Plaintiffs will take the depositions of the following persons, upon oral examination, before Atlantic Shores Court Reporting, LLC, or any other notary public or officer authorized by law to take depositions in the State of Florida, by stenographic and audio-video means:"),
				small(ls("DEPONENT                                      DATE AND TIME                          LOCATION",
					"",
					"Travis M. Onwudiwe                          November 7, 2024                       Via Zoom videoconference",
					"(Field Adjuster, Sandpiper Shoals           10:00 a.m.",
					" Property and Casualty Insurance Co.)",
					"",
					"Leopold R. Feng, P.E.                        November 14, 2024                     Quintavalle Lafontant, P.A.",
					"(Brightline Forensic Engineering, Inc.)    1:30 p.m.                                110 East Broward Blvd., Suite 1700",
					"                                                                                                  Fort Lauderdale, Florida 33301"), 10),
				gap(),
				p("The depositions are taken for the purposes of discovery, for use at trial, or both, and for such other purposes as the Florida Rules of Civil Procedure permit, and will continue from day to day until completed. The videoconference link will be circulated by Atlantic Shores Court Reporting, LLC, (954) 555-0190, no later than November 5, 2024."),
			),
			{
				small(p("If you are a person with a disability who needs any accommodation in order to participate in this proceeding, you are entitled, at no cost to you, to the provision of certain assistance. Please contact the ADA Coordinator, Room 20140, 201 S.E. Sixth Street, Fort Lauderdale, Florida 33301, (954) 555-0100, at least 7 days before your scheduled court appearance, or immediately upon receiving this notification if the time before the scheduled appearance is less than 7 days; if you are hearing or voice impaired, call 711."), 9.5),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I HEREBY CERTIFY that on October 11, 2024, a true and correct copy of the foregoing was served through the Florida Courts E-Filing Portal on Philippa D. Marchwood, Esq. (pmarchwood@mkfirm.law), Tobias N. Kesselring, Esq. (tkesselring@mkfirm.law) and Camila S. Ortiz-Baptiste, Esq. (cortizbaptiste@mkfirm.law), Marchwood Kesselring, P.L., Counsel for Defendant; and by email on Atlantic Shores Court Reporting, LLC (scheduling@atlanticshoresreporting.com)."),
				gap(),
				ls("                                                            QUINTAVALLE LAFONTANT, P.A.",
					"                                                            Counsel for Plaintiffs",
					"                                                            110 East Broward Boulevard, Suite 1700",
					"                                                            Fort Lauderdale, Florida 33301",
					"                                                            Telephone: (954) 555-0182",
					"",
					"                                                            By: /s/ Keith J. Lafontant",
					"                                                                  KEITH J. LAFONTANT, ESQ.",
					"                                                                  Florida Bar No. 1023349",
					"                                                                  klafontant@qlfirm.com"),
			},
		}}

	ordCapt := caption("", []string{
		"MARISOL A. URQUIDI-PLATT and",
		"DESMOND L. PLATT,",
		"          Plaintiffs,",
		"v.",
		"SANDPIPER SHOALS PROPERTY AND",
		"CASUALTY INSURANCE COMPANY,",
		"          Defendant.",
		"_______________________________________/",
	}, []string{
		"CASE NO.: CACE-24-018342",
		"DIVISION: 05",
	})
	ord := doc{name: ordF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{}, court...), ordCapt, gap(),
				cb("ORDER ON PLAINTIFFS' MOTION TO COMPEL DEPOSITION OF"),
				cb("DEFENDANT'S FIELD ADJUSTER AND PRODUCTION OF CLAIM FILE"), gap(),
				p("THIS CAUSE came before the Court on November 20, 2024 on the Court's Uniform Motion Calendar upon Plaintiffs' Motion to Compel Deposition of Defendant's Field Adjuster and Production of Claim File, filed November 12, 2024. Renata I. Quintavalle, Esq. appeared for Plaintiffs and Camila S. Ortiz-Baptiste, Esq. appeared for Defendant. The Court, having reviewed the Motion and the court file, having heard argument of counsel, and being otherwise fully advised in the premises, finds that Defendant cancelled the deposition of its field adjuster, Travis M. Onwudiwe, noticed for November 7, 2024, on the afternoon before without moving for a protective order, and has not produced the claim file requested on August 30, 2024. It is therefore"),
				p("ORDERED AND ADJUDGED as follows:"),
				p("1. The Motion is GRANTED IN PART."),
				p("2. Defendant shall produce Mr. Onwudiwe for deposition on a date agreed by counsel, and in any event not later than January 10, 2025."),
				p("3. Within fifteen (15) days of the date of this Order, Defendant shall produce its non-privileged claim file, including the field adjuster's notes and photographs and the report of Brightline Forensic Engineering, Inc. dated February 26, 2024, together with a privilege log that complies with Florida Rule of Civil Procedure 1.280(c)."),
				p("4. Plaintiffs are awarded the reasonable attorneys' fees and costs incurred for the cancelled deposition, including the court reporter's cancellation fee, in an amount to be determined by the Court if the parties cannot agree."),
				p("5. The Motion is DENIED AS MOOT as to the deposition of Leopold R. Feng, P.E., which went forward on November 14, 2024."),
			),
			{
				p("DONE AND ORDERED in Chambers at Fort Lauderdale, Broward County, Florida, this 22nd day of November, 2024."),
				gap(),
				small(ls("                                                                  CACE-24-018342 11-22-2024 3:14 PM",
					"                                                                  Hon. Elisabeth Krantz-Avila",
					"                                                                  CIRCUIT JUDGE",
					"                                                                  Electronically Signed by Elisabeth Krantz-Avila"), 9),
				gap(),
				ls("                                                            ELISABETH M. KRANTZ-AVILA",
					"                                                            CIRCUIT JUDGE"),
				gap(), gap(),
				l("Copies furnished to:"),
				ls("Renata I. Quintavalle, Esq. and Keith J. Lafontant, Esq., Quintavalle Lafontant, P.A.",
					"     (rquintavalle@qlfirm.com; klafontant@qlfirm.com; eservice@qlfirm.com), Counsel for Plaintiffs",
					"Philippa D. Marchwood, Esq., Tobias N. Kesselring, Esq. and Camila S. Ortiz-Baptiste, Esq.,",
					"     Marchwood Kesselring, P.L. (pmarchwood@mkfirm.law; tkesselring@mkfirm.law;",
					"     cortizbaptiste@mkfirm.law), Counsel for Defendant"),
			},
		}}

	return matterSpec{
		name: "urquidi-platt-v-sandpiper-shoals", title: "Urquidi-Platt v. Sandpiper Shoals Property and Casualty Insurance Company (Fla. 17th Cir. Ct., Broward County, No. CACE-24-018342)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 14, PartyCorrect: 9, EventTruth: 39, EventHits: 39, Grounded: 1}, // at e9697a6
		docs:       []doc{cmp, ans, dep, ord},
		parties: []Party{
			{"Marisol A. Urquidi-Platt", "plaintiff"},
			{"Desmond L. Platt", "plaintiff"},
			{"Sandpiper Shoals Property and Casualty Insurance Company", "defendant"},
			{"Renata I. Quintavalle", "counsel"},
			{"Keith J. Lafontant", "counsel"},
			{"Philippa D. Marchwood", "counsel"},
			{"Tobias N. Kesselring", "counsel"},
			{"Camila S. Ortiz-Baptiste", "counsel"},
			{"Travis M. Onwudiwe", "deponent"}, // the field adjuster whose deposition the notice sets
			{"Leopold R. Feng", "deponent"},    // the insurer's engineer, noticed too
			{"Elisabeth M. Krantz-Avila", "judge"},
		},
		events: []Event{
			{"2024-07-15", cmpF, 1},
			{"2023-06-01", cmpF, 2},
			{"2024-06-01", cmpF, 2},
			{"2024-01-14", cmpF, 2},
			{"2024-01-15", cmpF, 2},
			{"2024-01-19", cmpF, 2},
			{"2024-01-22", cmpF, 2},
			{"2024-02-09", cmpF, 2},
			{"2024-02-26", cmpF, 2},
			{"2024-03-08", cmpF, 2},
			{"2024-05-20", cmpF, 2},
			{"2024-05-31", cmpF, 2},
			{"2024-01-14", cmpF, 3},
			{"2024-07-15", cmpF, 3},
			{"2024-08-19", ansF, 1},
			{"2023-06-01", ansF, 1},
			{"2024-06-01", ansF, 1},
			{"2024-01-15", ansF, 1},
			{"2024-01-22", ansF, 2},
			{"2024-02-09", ansF, 2},
			{"2024-03-08", ansF, 2},
			{"2024-05-20", ansF, 2},
			{"2024-05-31", ansF, 2},
			{"2024-01-16", ansF, 2},
			{"2024-04-02", ansF, 2},
			{"2024-08-19", ansF, 3},
			{"2024-10-11", depF, 1},
			{"2024-11-07", depF, 1},
			{"2024-11-14", depF, 1},
			{"2024-11-05", depF, 1},
			{"2024-10-11", depF, 2},
			{"2024-11-20", ordF, 1},
			{"2024-11-12", ordF, 1},
			{"2024-11-07", ordF, 1},
			{"2024-08-30", ordF, 1},
			{"2025-01-10", ordF, 1},
			{"2024-02-26", ordF, 1},
			{"2024-11-14", ordF, 1},
			{"2024-11-22", ordF, 2},
		},
	}
}

package sealed

import "pramaan/brief/truth"

// A Texas state-court motor-vehicle injury case in a Harris County district
// court: the original petition (the district clerk's e-filing stamp with the
// envelope number, "TO THE HONORABLE JUDGE OF SAID COURT:", discovery level,
// Rule 47 claim for relief, parties with service addresses, respondeat
// superior, State Bar numbers); the defendants' original answer (general
// denial, proportionate responsibility, certificate of service under Rule
// 21a); the driver's answers to interrogatories with a sworn verification
// before a notary; plaintiff's counsel's Rule 11 letter agreement signed
// "AGREED" by defence counsel; and the order on a motion to compel, signed
// by the judge presiding and approved as to form.
func init() { specs = append(specs, ybarra) }

func ybarra() spec {
	cause := []block{cb("CAUSE NO. 2024-41877"), gap()}
	capt := row([]float64{0.46, 0.08, 0.46},
		"ROSALINDA YBARRA-CASTELLANOS,\n     Plaintiff,\n\nv.\n\nLONE STAR REDI-MIX CONCRETE, LLC\nand DWAYNE EARL KETTERING,\n     Defendants.",
		"§\n§\n§\n§\n§\n§\n§\n§",
		"IN THE DISTRICT COURT OF\n\n\n\nHARRIS COUNTY, TEXAS\n\n\n151ST JUDICIAL DISTRICT")
	efile := func(when, env, by string) block {
		return stamp(when, "Teresa Villalobos-Kent - District Clerk Harris County", "Envelope No. "+env, "By: "+by, "Filed: "+when)
	}
	pSig := []string{"Respectfully submitted,", "", "SALAZAR-OKAFOR INJURY LAW, PLLC", "", "By: /s/ Benedict A. Salazar-Okafor", "Benedict A. Salazar-Okafor", "State Bar No. 24081157", "Lorena J. Whitfield", "State Bar No. 24102290", "5300 Memorial Drive, Suite 650", "Houston, Texas 77007", "Tel: (713) 555-0162", "eservice@salazarokafor.example", "ATTORNEYS FOR PLAINTIFF"}
	dSig := []string{"Respectfully submitted,", "", "BRAZOS FLETCHER & WYNNE, L.L.P.", "", "By: /s/ Catherine M. Wynne-Delacroix", "Catherine M. Wynne-Delacroix", "State Bar No. 24055731", "Tobias R. Nakamura", "State Bar No. 24117804", "333 Clay Street, Suite 2400", "Houston, Texas 77002", "Tel: (713) 555-0131", "ATTORNEYS FOR DEFENDANTS"}

	petition := doc{name: "Plaintiff's Original Petition.pdf", font: "Times", size: 12,
		footer: "PLAINTIFF'S ORIGINAL PETITION - Page %d", footerAlign: "L",
		pages: []page{
			with([]block{efile("7/15/2024 3:41 PM", "90123456", "Jacob Ferris")}, cause, []block{capt, gap(),
				cb("PLAINTIFF'S ORIGINAL PETITION"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("Plaintiff Rosalinda Ybarra-Castellanos files this Original Petition against Defendants Lone Star Redi-Mix Concrete, LLC (\"Lone Star\") and Dwayne Earl Kettering (\"Kettering\"), and respectfully shows:"),
				cb("I. DISCOVERY CONTROL PLAN"),
				p("1. Plaintiff intends to conduct discovery under Level 3 of Texas Rule of Civil Procedure 190.4."),
				cb("II. CLAIM FOR RELIEF"),
				p("2. Plaintiff seeks monetary relief over $1,000,000, excluding interest, statutory or punitive damages and penalties, and attorney's fees and costs. Tex. R. Civ. P. 47(c)(5)."),
				cb("III. PARTIES"),
				p("3. Plaintiff Rosalinda Ybarra-Castellanos is an individual residing in Harris County, Texas. The last three digits of her driver's license number are 412 and of her Social Security number are 087."),
				p("4. Defendant Lone Star Redi-Mix Concrete, LLC is a Texas limited liability company that may be served through its registered agent at its registered office, 9800 Northwest Freeway, Suite 400, Houston, Texas 77092, or wherever it may be found."),
				p("5. Defendant Dwayne Earl Kettering is an individual residing in Montgomery County, Texas, who may be served at 2217 Piney Shadows Drive, Conroe, Texas 77301."),
			}),
			{
				cb("IV. JURISDICTION AND VENUE"),
				p("6. The Court has jurisdiction because the damages sought exceed its minimum jurisdictional limits. Venue is proper in Harris County under Tex. Civ. Prac. & Rem. Code § 15.002(a)(1) because all or a substantial part of the events giving rise to the claim occurred there."),
				cb("V. FACTS"),
				p("7. On March 18, 2024, at approximately 7:40 a.m., Plaintiff was stopped at a red light on the eastbound frontage road of Interstate 10 at Bingle Road in Houston. Kettering, driving a 2019 Mack Granite concrete mixer truck owned by Lone Star, failed to stop and struck the rear of Plaintiff's 2021 Honda CR-V, pushing it into the intersection."),
				p("8. At the time of the collision Kettering was an employee of Lone Star acting in the course and scope of his employment. Plaintiff was taken from the scene by ambulance and has since undergone a two-level cervical fusion."),
				cb("VI. NEGLIGENCE OF DWAYNE EARL KETTERING"),
				p("9. Kettering owed Plaintiff a duty to exercise ordinary care and breached it by failing to keep a proper lookout, following too closely, driving too fast for conditions, and failing to timely apply his brakes. Each act was a proximate cause of Plaintiff's injuries."),
				cb("VII. LIABILITY OF LONE STAR REDI-MIX CONCRETE, LLC"),
				p("10. Lone Star is liable for Kettering's negligence under the doctrine of respondeat superior. Lone Star was also independently negligent in hiring, training, supervising and retaining Kettering and in entrusting him with the truck."),
				cb("VIII. DAMAGES"),
				p("11. Plaintiff seeks past and future medical expenses, physical pain and mental anguish, physical impairment, disfigurement, and lost wages and earning capacity."),
			},
			{
				cb("IX. JURY DEMAND"),
				p("12. Plaintiff demands a jury trial and tenders the jury fee."),
				cb("X. RULE 193.7 NOTICE"),
				p("13. Plaintiff gives notice that she may use any document produced by any party in discovery at any pretrial proceeding and at trial."),
				cb("PRAYER"),
				p("Plaintiff asks that Defendants be cited to appear and answer, and that on final trial she have judgment against them, jointly and severally, for actual damages, pre- and post-judgment interest, costs of court, and all other relief to which she is entitled."),
				ls(pSig...),
			},
		}}

	answer := doc{name: "Defendants' Original Answer.pdf", font: "Times", size: 12,
		footer: "DEFENDANTS' ORIGINAL ANSWER - Page %d", footerAlign: "L",
		pages: []page{
			with([]block{efile("8/12/2024 10:06 AM", "91077402", "Ana Lucero")}, cause, []block{capt, gap(),
				cb("DEFENDANTS LONE STAR REDI-MIX CONCRETE, LLC AND DWAYNE EARL KETTERING'S ORIGINAL ANSWER"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("Defendants Lone Star Redi-Mix Concrete, LLC and Dwayne Earl Kettering file this Original Answer to Plaintiff's Original Petition filed July 15, 2024, and would show:"),
				cb("I. GENERAL DENIAL"),
				p("1. Under Texas Rule of Civil Procedure 92, Defendants generally deny each and every allegation in Plaintiff's Original Petition and demand strict proof thereof by a preponderance of the evidence."),
				cb("II. AFFIRMATIVE DEFENSES"),
				p("2. Proportionate responsibility. Plaintiff's own negligence, including her sudden lane change in front of the truck moments before the collision, caused or contributed to the occurrence. Defendants invoke Chapter 33 of the Texas Civil Practice and Remedies Code."),
				p("3. Paid or incurred. Plaintiff's recovery of medical expenses is limited to the amounts actually paid or incurred by or on her behalf. Tex. Civ. Prac. & Rem. Code § 41.0105."),
				p("4. Failure to mitigate. Plaintiff failed to follow the treatment plan prescribed after the occurrence."),
			}),
			{
				cb("III. RULE 193.7 NOTICE AND JURY DEMAND"),
				p("5. Defendants give notice under Rule 193.7 that they may use any document produced by Plaintiff, and demand a trial by jury."),
				ls(dSig...), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on August 12, 2024, a true and correct copy of the foregoing was served on all counsel of record through the electronic filing manager in accordance with Texas Rule of Civil Procedure 21a, including Benedict A. Salazar-Okafor and Lorena J. Whitfield, Salazar-Okafor Injury Law, PLLC, 5300 Memorial Drive, Suite 650, Houston, Texas 77007."),
				r("/s/ Catherine M. Wynne-Delacroix"),
			},
		}}

	rogs := doc{name: "Kettering Answers to First Set of Interrogatories.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(cause, []block{capt, gap(),
				cb("DEFENDANT DWAYNE EARL KETTERING'S ANSWERS TO PLAINTIFF'S FIRST SET OF INTERROGATORIES"), gap(),
				p("Defendant Dwayne Earl Kettering serves the following answers to Plaintiff's First Set of Interrogatories, served August 30, 2024, under Texas Rules of Civil Procedure 193 and 197."),
				lb("INTERROGATORY NO. 1: State your full name, address, and the type of driver's license you held on the date of the collision."),
				p("ANSWER: Dwayne Earl Kettering, 2217 Piney Shadows Drive, Conroe, Texas 77301. Texas Class A commercial driver's license ending in 5518, issued May 2, 2015."),
				lb("INTERROGATORY NO. 2: Describe in your own words how the collision occurred."),
				p("ANSWER: On March 18, 2024, I was driving Lone Star Unit 218 eastbound on the I-10 frontage road, loaded, at about 30 miles per hour. A small SUV moved into my lane from the right about a truck length ahead of me and stopped for the light at Bingle Road. I braked hard but could not stop in time and struck the back of the SUV."),
				lb("INTERROGATORY NO. 3: Identify each person who witnessed the collision, with their address and telephone number."),
				p("ANSWER: Anthony J. Ferraro-Blanco, driver of a white Ford F-150 in the adjacent lane, 14410 Kimberley Lane, Houston, Texas 77079, (832) 555-0178. Keisha M. Odom, who was waiting at the bus stop at the corner, 9021 Long Point Road, Apt. 6, Houston, Texas 77055, (713) 555-0126. Houston Police Officer L. Echeverria investigated after the collision but did not witness it."),
				lb("INTERROGATORY NO. 4: State the dates of your employment with Lone Star Redi-Mix Concrete, LLC and your job duties."),
				p("ANSWER: I have been employed by Lone Star as a mixer-truck driver since June 6, 2016. I deliver ready-mix concrete to job sites in the Houston area."),
			}),
			{
				lb("INTERROGATORY NO. 5: State whether you were using a mobile telephone at any time within ten minutes before the collision."),
				p("ANSWER: No. My phone was in the dash mount and I was not using it."),
				lb("INTERROGATORY NO. 6: State whether you were tested for drugs or alcohol after the collision and the result."),
				p("ANSWER: Yes. I took a post-accident DOT drug and alcohol test on March 18, 2024. Both results were negative."),
				lb("INTERROGATORY NO. 7: Identify any criminal conviction you have had in the last ten years."),
				p("ANSWER: None."),
				ls("As to objections:", "", "/s/ Tobias R. Nakamura", "Tobias R. Nakamura", "State Bar No. 24117804", "BRAZOS FLETCHER & WYNNE, L.L.P.", "ATTORNEYS FOR DEFENDANTS"), gap(),
				cb("VERIFICATION"),
				ls("STATE OF TEXAS          §", "                        §", "COUNTY OF MONTGOMERY    §"),
				p("BEFORE ME, the undersigned authority, on this day personally appeared Dwayne Earl Kettering, who, being by me duly sworn, on his oath deposed and said that he is a Defendant in the above-entitled and numbered cause; that he has read the above and foregoing Answers to Interrogatories; and that every statement contained therein is within his personal knowledge and is true and correct."),
				ls("                                        /s/ Dwayne Earl Kettering", "                                        DWAYNE EARL KETTERING"),
				p("SUBSCRIBED AND SWORN TO BEFORE ME on the 3rd day of October, 2024, to certify which witness my hand and official seal."),
				ls("                                        /s/ Yesenia P. Cordero", "                                        Notary Public in and for the State of Texas", "                                        My commission expires: 05/14/2027"),
			},
		}}

	letter := doc{name: "Rule 11 Agreement Letter.pdf", font: "Helvetica", size: 10.5,
		pages: []page{
			{
				stamp("10/22/2024 4:18 PM", "Teresa Villalobos-Kent - District Clerk Harris County", "Envelope No. 93310585", "By: Ana Lucero", "Filed: 10/22/2024 4:18 PM"),
				gap(), gap(), gap(),
				cb("SALAZAR-OKAFOR INJURY LAW, PLLC"), c("5300 Memorial Drive, Suite 650  |  Houston, Texas 77007  |  (713) 555-0162"), rule(),
				ls("October 21, 2024", "", "Via email and e-service", "", "Catherine M. Wynne-Delacroix", "Brazos Fletcher & Wynne, L.L.P.", "333 Clay Street, Suite 2400", "Houston, Texas 77002"), gap(),
				row([]float64{0.08, 0.92}, "Re:", "Cause No. 2024-41877; Rosalinda Ybarra-Castellanos v. Lone Star Redi-Mix Concrete, LLC, et al.; in the 151st Judicial District Court of Harris County, Texas - Rule 11 Agreement"),
				gap(), l("Dear Ms. Wynne-Delacroix:"), gap(),
				p("This letter confirms the agreement we reached by telephone today under Texas Rule of Civil Procedure 11:"),
				p("1. Defendant Dwayne Earl Kettering will appear for his oral deposition on November 19, 2024 at 9:30 a.m. at our offices, for no more than six hours on the record."),
				p("2. Lone Star Redi-Mix Concrete, LLC will produce its corporate representative on the topics in Plaintiff's notice on December 3, 2024."),
				p("3. Defendants will serve supplemental responses to Plaintiff's First Requests for Production by November 8, 2024. Plaintiff's Motion to Compel remains set for hearing on December 9, 2024 as to any request not fully answered by then."),
				p("If this letter accurately states our agreement, please sign below and return it to me, and I will file it with the Court."),
				ls("Sincerely,", "", "/s/ Benedict A. Salazar-Okafor", "Benedict A. Salazar-Okafor"), gap(),
				ls("AGREED:", "", "/s/ Catherine M. Wynne-Delacroix", "Catherine M. Wynne-Delacroix, Attorney for Defendants", "Date: 10/22/2024"), gap(),
				ls("cc: Tobias R. Nakamura (via email)"),
			},
		}}

	order := doc{name: "Order on Plaintiff's Motion to Compel.pdf", font: "Times", size: 12,
		pages: []page{
			with(cause, []block{capt, gap(),
				cb("ORDER ON PLAINTIFF'S MOTION TO COMPEL DISCOVERY FROM DEFENDANT LONE STAR REDI-MIX CONCRETE, LLC"), gap(),
				p("On December 9, 2024, the Court heard Plaintiff's Motion to Compel Discovery from Defendant Lone Star Redi-Mix Concrete, LLC. Having considered the motion, the response, the parties' Rule 11 agreement filed October 22, 2024, and the arguments of counsel, the Court GRANTS the motion in part."),
				p("It is ORDERED that, within twenty-one days of the date of this Order, Lone Star Redi-Mix Concrete, LLC shall produce: (a) the complete driver qualification file of Dwayne Earl Kettering; (b) all electronic logging device, GPS and telematics data for Unit 218 from March 11, 2024 through March 18, 2024; and (c) all forward- and driver-facing camera video from Unit 218 for March 18, 2024."),
				p("It is further ORDERED that Plaintiff's request for sanctions is DENIED. All other relief not expressly granted is DENIED."),
				ls("SIGNED on December 11, 2024.", "", "", "                                        ______________________________", "                                        JUDGE PRESIDING", "                                        Hon. Marisela Quintanilla-Hart"), gap(),
				l("APPROVED AS TO FORM ONLY:"),
				row([]float64{0.5, 0.5}, "/s/ Lorena J. Whitfield\nLorena J. Whitfield\nState Bar No. 24102290\nAttorney for Plaintiff", "/s/ Tobias R. Nakamura\nTobias R. Nakamura\nState Bar No. 24117804\nAttorney for Defendants"),
			}),
		}}

	return spec{
		name: "ybarra-castellanos-v-lone-star-redi-mix-harris", title: "Ybarra-Castellanos v. Lone Star Redi-Mix Concrete, LLC (151st Dist. Ct., Harris County, Tex., No. 2024-41877), truck collision",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 13, PartyCorrect: 12, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit 2b4b0d8
		docs:       []doc{petition, answer, rogs, letter, order},
		parties: []truth.Party{
			{Name: "Rosalinda Ybarra-Castellanos", Role: "plaintiff"},
			{Name: "Lone Star Redi-Mix Concrete, LLC", Role: "defendant"},
			{Name: "Dwayne Earl Kettering", Role: "defendant"},
			{Name: "Dwayne Earl Kettering", Role: "declarant"}, // verifies his interrogatory answers
			{Name: "Benedict A. Salazar-Okafor", Role: "counsel"},
			{Name: "Benedict A. Salazar-Okafor", Role: "sender"},
			{Name: "Lorena J. Whitfield", Role: "counsel"},
			{Name: "Catherine M. Wynne-Delacroix", Role: "counsel"},
			{Name: "Catherine M. Wynne-Delacroix", Role: "recipient"},
			{Name: "Tobias R. Nakamura", Role: "counsel"},
			{Name: "Tobias R. Nakamura", Role: "recipient"}, // copied on the letter
			{Name: "Anthony J. Ferraro-Blanco", Role: "witness"},
			{Name: "Keisha M. Odom", Role: "witness"},
			{Name: "Marisela Quintanilla-Hart", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-07-15", File: "Plaintiff's Original Petition.pdf", Page: 1},
			{Date: "2024-03-18", File: "Plaintiff's Original Petition.pdf", Page: 2},
			{Date: "2024-08-12", File: "Defendants' Original Answer.pdf", Page: 1},
			{Date: "2024-07-15", File: "Defendants' Original Answer.pdf", Page: 1},
			{Date: "2024-08-12", File: "Defendants' Original Answer.pdf", Page: 2},
			{Date: "2024-08-30", File: "Kettering Answers to First Set of Interrogatories.pdf", Page: 1},
			{Date: "2015-05-02", File: "Kettering Answers to First Set of Interrogatories.pdf", Page: 1},
			{Date: "2024-03-18", File: "Kettering Answers to First Set of Interrogatories.pdf", Page: 1},
			{Date: "2016-06-06", File: "Kettering Answers to First Set of Interrogatories.pdf", Page: 1},
			{Date: "2024-03-18", File: "Kettering Answers to First Set of Interrogatories.pdf", Page: 2},
			{Date: "2024-10-03", File: "Kettering Answers to First Set of Interrogatories.pdf", Page: 2},
			{Date: "2024-10-22", File: "Rule 11 Agreement Letter.pdf", Page: 1},
			{Date: "2024-10-21", File: "Rule 11 Agreement Letter.pdf", Page: 1},
			{Date: "2024-11-19", File: "Rule 11 Agreement Letter.pdf", Page: 1},
			{Date: "2024-12-03", File: "Rule 11 Agreement Letter.pdf", Page: 1},
			{Date: "2024-11-08", File: "Rule 11 Agreement Letter.pdf", Page: 1},
			{Date: "2024-12-09", File: "Rule 11 Agreement Letter.pdf", Page: 1},
			{Date: "2024-12-09", File: "Order on Plaintiff's Motion to Compel.pdf", Page: 1},
			{Date: "2024-10-22", File: "Order on Plaintiff's Motion to Compel.pdf", Page: 1},
			{Date: "2024-03-11", File: "Order on Plaintiff's Motion to Compel.pdf", Page: 1},
			{Date: "2024-03-18", File: "Order on Plaintiff's Motion to Compel.pdf", Page: 1},
			{Date: "2024-12-11", File: "Order on Plaintiff's Motion to Compel.pdf", Page: 1},
		},
	}
}

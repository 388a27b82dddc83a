package samples

// DEV SET (held out at first sight): an inter partes review before the
// Patent Trial and Appeal Board. The petition ("UNITED STATES PATENT AND
// TRADEMARK OFFICE / BEFORE THE PATENT TRIAL AND APPEAL BOARD", rules of
// underscores between the parts of the cover, "Petitioner, v. ..., Patent
// Owner.", "Case IPR2024-00417", "U.S. Patent No. 10,884,213", the
// mandatory notices under 37 C.F.R. 42.8 with the real party-in-interest,
// related matters and a "Lead Counsel / Back-Up Counsel" table with
// registration numbers); the petitioner's expert declaration filed as an
// exhibit ("Northfield Ex. 1002" and the page in every footer, "I, X,
// Ph.D., declare"); the patent owner's preliminary response signed by its
// lead counsel; and the Board's decision granting institution ("Paper 9",
// "Entered: August 14, 2024", the Board's e-mail and telephone at the top
// left, "Before A, B, and C, Administrative Patent Judges.", "WINSLOW,
// Administrative Patent Judge.", "FOR PETITIONER:" and "FOR PATENT OWNER:"
// lists at the end). A patent owner is the respondent; the related
// district-court case cited in the mandatory notices gives no roles.
func init() { specs = append(specs, cardiosense) }

func cardiosense() matterSpec {
	cover := func(title string) []block {
		return []block{
			cb("UNITED STATES PATENT AND TRADEMARK OFFICE"), c("_______________________"), gap(),
			cb("BEFORE THE PATENT TRIAL AND APPEAL BOARD"), c("_______________________"), gap(),
			cb("NORTHFIELD MEDICAL DEVICES, INC.,"), c("Petitioner,"), gap(), c("v."), gap(),
			cb("CARDIOSENSE TECHNOLOGIES LLC,"), c("Patent Owner."), c("_______________________"), gap(),
			c("Case IPR2024-00417"), c("U.S. Patent No. 10,884,213"), c("_______________________"), gap(),
			cb(title),
		}
	}
	petition := doc{name: "Petition for Inter Partes Review.pdf", font: "Times", size: 12,
		pages: []page{
			append(cover("PETITION FOR INTER PARTES REVIEW OF CLAIMS 1-20 OF U.S. PATENT NO. 10,884,213"), gap(), c("Mail Stop \"PATENT BOARD\""), c("Patent Trial and Appeal Board"), c("P.O. Box 1450, Alexandria, VA 22313-1450")),
			{
				cb("I. MANDATORY NOTICES (37 C.F.R. 42.8)"),
				p("A. Real Party-in-Interest. Northfield Medical Devices, Inc. is the real party-in-interest."),
				p("B. Related Matters. The '213 patent is asserted in CardioSense Technologies LLC v. Northfield Medical Devices, Inc., No. 1:23-cv-01187 (D. Del.), in which the complaint was served on September 18, 2023."),
				p("C. Lead and Back-Up Counsel."),
				ls("     Lead Counsel                              Back-Up Counsel",
					"     Jennifer A. Castellano                    Samuel K. Oduya",
					"     Reg. No. 61,204                           Reg. No. 70,533",
					"     PRYOR VANCE LLP                           PRYOR VANCE LLP",
					"     1650 Arch Street, Philadelphia, PA        1650 Arch Street, Philadelphia, PA",
					"     jcastellano@pryorvance.com                soduya@pryorvance.com"),
				gap(),
				cb("II. THE '213 PATENT"),
				p("The '213 patent, titled \"Implantable Cardiac Monitor with Adaptive Sensing,\" was filed on March 3, 2017 and issued on January 12, 2021. Its claims recite a subcutaneous monitor that changes its sensing threshold in response to detected posture."),
				cb("III. GROUND 1: CLAIMS 1-20 ARE OBVIOUS OVER TANAKA AND REYNOLDS"),
				p("Tanaka (Ex. 1005, U.S. Pub. No. 2014/0221187, published August 7, 2014) discloses a subcutaneous cardiac monitor with an accelerometer. Reynolds (Ex. 1006) teaches adjusting a sensing threshold by posture. Dr. Whitford explains why a skilled artisan would have combined them. Ex. 1002 paras. 41-67."),
				ls("Dated: March 8, 2024                    Respectfully submitted,", "", "                                        /s/ Jennifer A. Castellano",
					"                                        Jennifer A. Castellano (Reg. No. 61,204)", "                                        Lead Counsel for Petitioner"),
			},
		}}

	decl := doc{name: "Ex. 1002 Declaration of Dr. Elaine Whitford.pdf", font: "Times", size: 12,
		footer: "Northfield Ex. 1002  -  Northfield v. CardioSense, IPR2024-00417  -  Page %d",
		pages: []page{
			append(cover("DECLARATION OF ELAINE WHITFORD, Ph.D."), gap(),
				p("I, Elaine Whitford, Ph.D., declare as follows:"),
				p("1. I have been retained by counsel for Northfield Medical Devices, Inc. as an independent expert. I am a professor of biomedical engineering at Carnegie Mellon University."),
			),
			{
				p("2. I have designed implantable sensing circuits since 1998. My curriculum vitae is Ex. 1003."),
				p("3. In my opinion, a person of ordinary skill in the art as of March 3, 2017 would have had reason to combine Tanaka's accelerometer with Reynolds's posture-based threshold, because Reynolds identifies posture as the main cause of false detections in subcutaneous monitors."),
				p("4. I declare that all statements made herein of my own knowledge are true and that all statements made on information and belief are believed to be true, and further that these statements were made with the knowledge that willful false statements and the like so made are punishable by fine or imprisonment, or both, under 18 U.S.C. 1001."),
				ls("Executed on March 6, 2024", "", "/s/ Elaine Whitford", "Elaine Whitford, Ph.D."),
			},
		}}

	por := doc{name: "Patent Owner Preliminary Response.pdf", font: "Times", size: 12,
		pages: []page{
			cover("PATENT OWNER'S PRELIMINARY RESPONSE"),
			{
				p("Patent Owner CardioSense Technologies LLC submits this Preliminary Response under 35 U.S.C. 313 and 37 C.F.R. 42.107. The Petition should be denied."),
				p("First, Tanaka's accelerometer measures activity, not posture, and Dr. Whitford's contrary reading (Ex. 1002 para. 52) is unsupported. Second, the Board should exercise its discretion to deny institution because trial in the Delaware action is set for October 7, 2025."),
				ls("Dated: June 10, 2024                    Respectfully submitted,", "", "                                        /s/ Derek M. Halvorsen",
					"                                        Derek M. Halvorsen (Reg. No. 58,117)", "                                        Tara J. Nwosu (Reg. No. 66,920)",
					"                                        HALVORSEN & PIKE PLLC", "                                        Counsel for Patent Owner"),
			},
		}}

	decision := doc{name: "Paper 9 Decision Granting Institution.pdf", font: "Times", size: 12,
		pages: []page{
			{
				ls("Trials@uspto.gov                                              Paper 9", "571-272-7822                                  Entered: August 14, 2024"),
				gap(),
				cb("UNITED STATES PATENT AND TRADEMARK OFFICE"), c("_______________________"), cb("BEFORE THE PATENT TRIAL AND APPEAL BOARD"), c("_______________________"),
				c("NORTHFIELD MEDICAL DEVICES, INC.,"), c("Petitioner,"), c("v."), c("CARDIOSENSE TECHNOLOGIES LLC,"), c("Patent Owner."), c("_______________________"),
				c("IPR2024-00417"), c("Patent 10,884,213 B2"), c("_______________________"), gap(),
				p("Before ANGELA R. WINSLOW, HUGO M. LINDAHL, and PRIYA S. RAMAN, Administrative Patent Judges."),
				l("WINSLOW, Administrative Patent Judge."), gap(),
				cb("DECISION"), c("Granting Institution of Inter Partes Review"), c("35 U.S.C. 314"),
			},
			{
				p("Northfield Medical Devices, Inc. (\"Petitioner\") filed a Petition requesting inter partes review of claims 1-20 of U.S. Patent No. 10,884,213 B2. Paper 2 (\"Pet.\"). CardioSense Technologies LLC (\"Patent Owner\") filed a Preliminary Response on June 10, 2024. Paper 7. We determine that Petitioner has shown a reasonable likelihood that it would prevail with respect to at least one challenged claim, and we institute review."),
				p("We decline to exercise discretion to deny institution. The Delaware trial date of October 7, 2025 falls after the date by which a final written decision would issue, and Petitioner has stipulated that it will not pursue the same grounds in the district court."),
				cb("ORDER"),
				p("It is ORDERED that inter partes review of claims 1-20 of the '213 patent is instituted on the ground set forth in the Petition, commencing on the entry date of this Decision."),
				ls("FOR PETITIONER:", "Jennifer A. Castellano", "Samuel K. Oduya", "PRYOR VANCE LLP", "jcastellano@pryorvance.com", "",
					"FOR PATENT OWNER:", "Derek M. Halvorsen", "Tara J. Nwosu", "HALVORSEN & PIKE PLLC", "dhalvorsen@halvorsenpike.com"),
			},
		}}

	return matterSpec{
		name: "northfield-v-cardiosense", title: "Northfield Medical Devices, Inc. v. CardioSense Technologies LLC (PTAB IPR2024-00417)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 8, PartyCorrect: 5, EventTruth: 12, EventHits: 12, Grounded: 1}, // at 3dc306d
		docs:       []doc{petition, decl, por, decision},
		parties: []Party{
			{"Northfield Medical Devices, Inc.", "petitioner"},
			{"CardioSense Technologies LLC", "respondent"}, // the patent owner
			{"Jennifer A. Castellano", "counsel"},
			{"Samuel K. Oduya", "counsel"},
			{"Derek M. Halvorsen", "counsel"},
			{"Tara J. Nwosu", "counsel"},
			{"Elaine Whitford", "declarant"},
			{"Angela R. Winslow", "judge"},
			{"Hugo M. Lindahl", "judge"},
			{"Priya S. Raman", "judge"},
		},
		events: []Event{
			{"2023-09-18", "Petition for Inter Partes Review.pdf", 2},
			{"2017-03-03", "Petition for Inter Partes Review.pdf", 2},
			{"2021-01-12", "Petition for Inter Partes Review.pdf", 2},
			{"2014-08-07", "Petition for Inter Partes Review.pdf", 2},
			{"2024-03-08", "Petition for Inter Partes Review.pdf", 2},
			{"2017-03-03", "Ex. 1002 Declaration of Dr. Elaine Whitford.pdf", 2},
			{"2024-03-06", "Ex. 1002 Declaration of Dr. Elaine Whitford.pdf", 2},
			{"2025-10-07", "Patent Owner Preliminary Response.pdf", 2},
			{"2024-06-10", "Patent Owner Preliminary Response.pdf", 2},
			{"2024-08-14", "Paper 9 Decision Granting Institution.pdf", 1},
			{"2024-06-10", "Paper 9 Decision Granting Institution.pdf", 2},
			{"2025-10-07", "Paper 9 Decision Granting Institution.pdf", 2},
		},
	}
}

package samples

// HELD OUT (frozen): a contested probate in a New York Surrogate's Court.
// A "----x"-boxed caption "Probate Proceeding, Will of / X, / Deceased."
// with a file number; verified objections by a son and distributee (an
// objectant, who answers the petition: a respondent in the documented
// vocabulary) against the proponent; an examination of an attesting witness
// under SCPA 1404 on numbered transcript lines with spaced-out names
// ("D O R O T H Y  K.  L A N G, having been first duly sworn") and
// "EXAMINATION BY MR. X:"; and the Surrogate's decision and order.
func init() { specs = append(specs, ellsworth) }

func ellsworth() matterSpec {
	court := []block{cb("SURROGATE'S COURT OF THE STATE OF NEW YORK"), cb("COUNTY OF WESTCHESTER"), gap()}
	capt := func(title string) block {
		return caption("", []string{
			"-----------------------------------------------x",
			"Probate Proceeding, Will of",
			"",
			"          MARGARET A. ELLSWORTH,",
			"",
			"                              Deceased.",
			"-----------------------------------------------x",
		}, []string{"", "File No. 2022-1876/A", "", title})
	}
	objections := doc{name: "Verified Objections.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt("VERIFIED OBJECTIONS"), gap(),
				p("Objectant, PETER J. ELLSWORTH, a son and distributee of the decedent, by his attorneys, Conroy & Baptiste LLP, objects to the probate of the instrument dated October 4, 2019, propounded as the Last Will and Testament of Margaret A. Ellsworth by the petitioner, Caroline E. Whitfield, and alleges:"),
				p("1. The decedent died on January 18, 2022, a resident of the Village of Scarsdale."),
				p("2. At the time of the instrument's execution the decedent, then 91 years of age and diagnosed with vascular dementia, lacked testamentary capacity."),
				p("3. The instrument was procured by the undue influence of the proponent, who had moved into the decedent's home, controlled her finances and selected the attorney who drafted the instrument."),
			),
			{
				p("WHEREFORE, objectant asks that probate of the instrument be denied."),
				ls("Dated: New York, New York", "       July 11, 2022", "", "                                   CONROY & BAPTISTE LLP", "                                   By: /s/ Renee Baptiste", "                                   Renee Baptiste", "                                   Attorneys for Objectant Peter J. Ellsworth", "                                   250 Park Avenue, 7th Floor", "                                   New York, New York 10177"),
				gap(),
				cb("VERIFICATION"),
				ls("STATE OF NEW YORK     )", "                      ) ss.:", "COUNTY OF NEW YORK    )"),
				p("PETER J. ELLSWORTH, being duly sworn, deposes and says: I am the objectant herein; I have read the foregoing objections and know the contents thereof, and the same are true to my own knowledge, except as to matters stated upon information and belief, which I believe to be true."),
				ls("                                   /s/ Peter J. Ellsworth", "Sworn to before me on July 11, 2022", "/s/ Notary Public"),
			},
		}}

	exam := doc{name: "SCPA 1404 Examination of Dorothy K. Lang.pdf", font: "Courier", size: 11, pleading: true, footer: "Page %d",
		pages: []page{
			{
				court[0], court[1], gap(),
				ls("Probate Proceeding, Will of MARGARET A. ELLSWORTH,", "Deceased.                       File No. 2022-1876/A"), gap(),
				ls("     EXAMINATION of the attesting witness, DOROTHY K.", "LANG, held pursuant to SCPA 1404 at the offices of", "Hollis & March, P.C., 50 Main Street, White Plains,", "New York, on September 27, 2022, at 10:15 a.m."), gap(),
				ls("A P P E A R A N C E S:", "", "     HOLLIS & MARCH, P.C.", "     Attorneys for Petitioner", "     BY: GEOFFREY MARCH, ESQ.", "", "     CONROY & BAPTISTE LLP", "     Attorneys for Objectant", "     BY: RENEE BAPTISTE, ESQ."),
			},
			{
				ls("D O R O T H Y  K.  L A N G, having been first duly",
					"sworn by a Notary Public of the State of New York,",
					"was examined and testified as follows:",
					"EXAMINATION BY MR. MARCH:",
					"     Q.   Mrs. Lang, is that your signature on the",
					"attestation clause?",
					"     A.   Yes. I signed it on October 4, 2019, in",
					"Mr. March's conference room.",
					"     Q.   Did Mrs. Ellsworth declare the paper to be",
					"her will?",
					"     A.   She did. She read it aloud first.",
					"EXAMINATION BY MS. BAPTISTE:",
					"     Q.   Was Caroline Whitfield in the room?",
					"     A.   She drove her there, and waited outside."),
			},
		}}

	decision := doc{name: "Decision and Order 2023-03-03.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt("DECISION AND ORDER"), gap(),
				l("PRESENT: HON. THEODORE R. WALSH, Surrogate"), gap(),
				p("The petitioner, Caroline E. Whitfield, moves for summary judgment dismissing the objections of Peter J. Ellsworth and admitting to probate the instrument dated October 4, 2019."),
				p("The attesting witnesses testified at their SCPA 1404 examinations that the decedent read the instrument, declared it to be her will and asked them to sign. Objectant offers the medical records of a single visit, which do not raise a triable issue as to capacity on the day of execution, and no evidence that the proponent took part in preparing the instrument."),
				p("Accordingly, the motion is granted, the objections are dismissed, and the instrument dated October 4, 2019 shall be admitted to probate. Letters testamentary shall issue to the petitioner upon her qualification."),
				ls("Dated: White Plains, New York", "       March 3, 2023", "", "                                   /s/ Theodore R. Walsh", "                                   HON. THEODORE R. WALSH", "                                   SURROGATE"),
			),
		}}

	return matterSpec{
		name: "will-of-ellsworth", title: "Probate Proceeding, Will of Margaret A. Ellsworth (N.Y. Sur. Ct., Westchester County)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 6, PartyCorrect: 4, EventTruth: 7, EventHits: 7, Grounded: 1},
		docs:       []doc{objections, exam, decision},
		parties: []Party{
			{"Margaret A. Ellsworth", "party"}, // the decedent, as the documented vocabulary reads an "In re" caption
			{"Peter J. Ellsworth", "respondent"},
			{"Peter J. Ellsworth", "declarant"},
			{"Caroline E. Whitfield", "petitioner"},
			{"Renee Baptiste", "counsel"},
			{"Geoffrey March", "counsel"},
			{"Dorothy K. Lang", "deponent"},
			{"Theodore R. Walsh", "judge"},
		},
		events: []Event{
			{"2019-10-04", "Verified Objections.pdf", 1},
			{"2022-01-18", "Verified Objections.pdf", 1},
			{"2022-07-11", "Verified Objections.pdf", 2},
			{"2022-09-27", "SCPA 1404 Examination of Dorothy K. Lang.pdf", 1},
			{"2019-10-04", "SCPA 1404 Examination of Dorothy K. Lang.pdf", 2},
			{"2019-10-04", "Decision and Order 2023-03-03.pdf", 1},
			{"2023-03-03", "Decision and Order 2023-03-03.pdf", 1},
		},
	}
}

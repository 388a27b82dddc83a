package model

import "testing"

// TestWitnessesSworn: the lines by which transcripts in several systems
// record a witness taking the oath or affirming, and the indexes and
// references that name witnesses; officers of the court who are sworn (an
// interpreter) or certify (a reporter) are never witnesses.
func TestWitnessesSworn(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "australian transcript", text: "TRANSCRIPT OF PROCEEDINGS\nSUPREME COURT OF VICTORIA\n1  MS GRANT: I call Mr Whelan.\n2  <ANTHONY JAMES WHELAN, SWORN                        [11.02 am]\n3  <EXAMINATION-IN-CHIEF BY MS GRANT\n4  MS GRANT: Mr Whelan, what is your occupation?---I am a builder.\n5  <THE WITNESS WITHDREW\n6  <HELEN MARGARET COOKE, AFFIRMED [2.15 pm]\n7  <CROSS-EXAMINATION BY MR PAUL",
			want:  []string{"Anthony James Whelan/witness", "Helen Margaret Cooke/witness"},
			never: []string{"The Witness Withdrew/witness"}},
		{name: "english transcript", text: "IN THE CROWN COURT AT LEEDS\nTRANSCRIPT OF PROCEEDINGS\nMR OWEN PRICE (affirmed)\nExamination-in-chief by Miss Lowe\nQ. What is your name?\nA. Owen Price.\nDR SUNITA MEHRA (sworn)\nCross-examined by Mr Hale\nMRS ANA COSTA (interpreter, sworn)",
			want:  []string{"Owen Price/witness", "Sunita Mehra/witness"},
			never: []string{"Ana Costa/witness"}},
		{name: "american transcript", text: "REPORTER'S TRANSCRIPT OF PROCEEDINGS\nTHE COURT: Call your next witness.\nMR. BOYD: The defense calls Tomas Rivera.\nWHEREUPON,\nTOMAS RIVERA,\nhaving been first duly sworn, was examined and testified as follows:\nDIRECT EXAMINATION\nBY MR. BOYD:\nQ. Please state your name.\nTHEREUPON, LINDA FAIRCHILD, a witness called on behalf of the Plaintiff, having been first duly sworn, testified as follows:\nMARIA SOTO, Court Interpreter, was duly sworn to interpret from Spanish into English.",
			want:  []string{"Tomas Rivera/witness", "Linda Fairchild/witness"},
			never: []string{"Maria Soto/witness"}},
		{name: "indian deposition of witnesses", text: "IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, PUNE\nState v. Ramesh Jadhav\nPW-1: Sh. Prakash Kulkarni, aged 48 years, on S.A.\nI am working as a clerk in the Municipal office.\nDW1 Smt. Lata Deshmukh, aged 39 years, on S.A.\nThe testimony of Anil Pawar (PW-3) is consistent with the panchnama.",
			want: []string{"Prakash Kulkarni/witness", "Lata Deshmukh/witness", "Anil Pawar/witness"}},
	})
}

// TestDeclarantsAndDeponents: who makes an affidavit, a declaration or a
// witness statement, in the openings, jurats and front sheets of several
// systems; who is examined under oath out of court is a deponent; the
// commissioner, notary, translator or arbitrator who only certifies is
// never a declarant.
func TestDeclarantsAndDeponents(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "irish affidavit", text: "THE HIGH COURT\nAFFIDAVIT OF ÉIMEAR NÍ BHRAONÁIN\nI, ÉIMEAR NÍ BHRAONÁIN, of 4 Main Street, Clonakilty, in the County of Cork, Farmer, aged 18 years and upwards, MAKE OATH and say as follows:\n1. I am the Plaintiff.\nSWORN by the said ÉIMEAR NÍ BHRAONÁIN\nat Cork this 3rd day of May 2024\nbefore me a Commissioner for Oaths\nand I know the Deponent\nPATRICK DOYLE\nCOMMISSIONER FOR OATHS",
			want:  []string{"Éimear Ní Bhraonáin/declarant"},
			never: []string{"Patrick Doyle/declarant"}},
		{name: "jurat names the deponent", text: "IN THE SUPREME COURT OF QUEENSLAND\nAFFIDAVIT\n1. I am a director of the applicant company.\n2. The invoices were never paid.\nSworn by the abovenamed GRAHAM NEIL FOSTER at Brisbane on 2 June 2023\nBefore me: Joanne Kerr, Solicitor",
			want:  []string{"Graham Neil Foster/declarant"},
			never: []string{"Joanne Kerr/declarant"}},
		{name: "front sheet deponent", text: "Respondent\nR. Okonjo\n1st\nDeponent: Ruth Okonjo\nIN THE HIGH COURT OF JUSTICE\nAFFIDAVIT OF RUTH OKONJO\n1. I am the Respondent.",
			want:  []string{"Ruth Okonjo/declarant"},
			never: []string{"Ruth Okonjo/witness"}},
		{name: "police witness statement", text: "WITNESS STATEMENT\n(Criminal Justice Act 1967, s. 9)\nStatement of: Daniel Hurst\nAge if under 18: Over 18\nOccupation: Bus driver\nThis statement is true to the best of my knowledge and belief.\nSignature: D Hurst\nSignature witnessed by: PC 2210 Mills",
			want: []string{"Daniel Hurst/declarant"}},
		{name: "affirmation with an identity number", text: "AFFIDAVIT\nI, LEE CHOON HOCK (NRIC No. S7711223B), of 9 Jalan Bukit, Singapore 588123, do solemnly and sincerely affirm and say as follows:\n1. I am the plaintiff.",
			want: []string{"Lee Choon Hock/declarant"}},
		{name: "officers certify", text: "DECLARATION OF MARTA REYES\nI, Marta Reyes, declare as follows:\n1. I live in Fresno.\n/s/ Marta Reyes\nCERTIFICATE OF TRANSLATION\nI, Julia Brandt, certify that I am competent to translate from Spanish into English and that I read the declaration to the declarant.\nACKNOWLEDGMENT\nI, Harold Voss, do hereby affirm upon my oath as Arbitrator that I am the individual described in and who executed this instrument.",
			want:  []string{"Marta Reyes/declarant"},
			never: []string{"Julia Brandt/declarant", "Harold Voss/declarant"}},
		{name: "examination out of court", text: "SUPREME COURT OF THE STATE OF NEW YORK\nEXAMINATION BEFORE TRIAL of the Defendant, GORDON T. SHAW, taken by the Plaintiff pursuant to Notice, held at the offices of Baird & Lyle LLP, New York, on March 3, 2023.\nGORDON T. SHAW, having been first duly sworn by a Notary Public, was examined and testified as follows:",
			want:  []string{"Gordon T. Shaw/deponent"},
			never: []string{"Gordon T. Shaw/witness"}},
		{name: "rule 2004 examination", text: "UNITED STATES BANKRUPTCY COURT\nRULE 2004 EXAMINATION OF PAULA NG, held at the offices of counsel for the Trustee on May 5, 2022.\nPAULA NG, having been duly sworn, testified as follows:\nEXAMINATION BY MR. FORD:\nQ. Please state your name.\nA. Paula Ng.\nQ. Where are you employed?\nA. By the debtor.",
			want:  []string{"Paula Ng/deponent"},
			never: []string{"Paula Ng/witness"}},
	})
}

// TestWitnessesNamedInRulings: a ruling or award names who gave evidence,
// often by honorific and surname only after the full name appears
// elsewhere; such a witness takes the full name, and one that no full name
// matches is left out rather than listed by surname.
func TestWitnessesNamedInRulings(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "award", text: "FINAL AWARD\nThe hearing was held on 3 and 4 June 2024. I heard testimony from Dr. Nina Albers, the Claimant's chief engineer, and from Mr. Colin Reyes, the Respondent's site manager. The record closed on 1 July 2024.",
			want: []string{"Nina Albers/witness", "Colin Reyes/witness"}},
		{name: "posts in brackets", text: "RESERVED JUDGMENT\n6. For the respondent we heard from Mr Gareth Sowerby (Production Manager), Mrs Helen Ackroyd (Operations Director) and Mr Declan Furness (Health and Safety Manager).",
			want: []string{"Gareth Sowerby/witness", "Helen Ackroyd/witness", "Declan Furness/witness"}},
		{name: "surname after full name", text: "IN THE COUNTY COURT AT BRISTOL\nBETWEEN:\nDANIEL OKORO\nClaimant\nand\nPETER VANCE\nDefendant\nJUDGMENT\n1. At the trial I heard from Mr Okoro, and from Ms Yates, whose account was careful.\n2. Mr Vance gave evidence on his own behalf.",
			want:  []string{"Daniel Okoro/witness", "Peter Vance/witness"},
			never: []string{"Okoro/witness", "Yates/witness", "Vance/witness"}},
		{name: "alibi witness", text: "DEFENCE STATEMENT\n2. At the time of the offence the defendant was at home with Ms Kerry Dunn (date of birth 04/02/1990), of the same address, who will give evidence to that effect.",
			want: []string{"Kerry Dunn/witness"}},
	})
}

// TestProsecutionCaptions: the Crown, the State or the People that
// prosecutes, in captions that give it no label of the vocabulary, and an
// agency that charges with no label at all.
func TestProsecutionCaptions(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "canadian reasons", text: "ONTARIO SUPERIOR COURT OF JUSTICE\nBETWEEN:\nHIS MAJESTY THE KING\n— and —\nROBERT ALAIN LEBLANC\nREASONS FOR SENTENCE\n[1] Mr. LeBlanc pleaded guilty.",
			want: []string{"His Majesty the King/plaintiff", "Robert Alain Leblanc/defendant"}},
		{name: "indictment with two accused", text: "INDICTMENT\nTHE CROWN COURT AT BRISTOL\nTHE KING\nv\nSAMUEL JOHN PIKE\nLEWIS ARTHUR MOSS\nSAMUEL JOHN PIKE and LEWIS ARTHUR MOSS are charged as follows:",
			want: []string{"The King/plaintiff", "Samuel John Pike/defendant", "Lewis Arthur Moss/defendant"}},
		{name: "one-line criminal caption", text: "IN THE CROWN COURT AT EXETER\nR v DANIEL OKORO and PETER VANCE\nSENTENCING REMARKS\n1. The jury heard from Mr Okoro. Mr Vance gave evidence.\n2. Applying R v Smith [2001] EWCA Crim 12, the sentence is reduced.",
			want:  []string{"Daniel Okoro/defendant", "Peter Vance/defendant", "Daniel Okoro/witness", "Peter Vance/witness"},
			never: []string{"Smith/defendant", "R/plaintiff"}},
		{name: "indian bail application", text: "IN THE COURT OF SESSIONS, SOUTH DISTRICT\nIN THE MATTER OF:\nTHE STATE (GOVT. OF NCT OF DELHI)\n...PROSECUTION\nVERSUS\nARJUN MEHRA\n...ACCUSED/APPLICANT\nAPPLICATION FOR BAIL",
			want: []string{"State (Govt. of NCT of Delhi)/plaintiff", "Arjun Mehra/defendant"}},
		{name: "immigration charging document", text: "U.S. Department of Homeland Security\nNotice to Appear\nIn removal proceedings under section 240 of the Immigration and Nationality Act:\nRespondent: LUIS ALBERTO PENA\nThe Department of Homeland Security alleges that you:\n1. You are not a citizen or national of the United States;",
			want: []string{"Department of Homeland Security/plaintiff", "Luis Alberto Pena/respondent"}},
		{name: "interested party", text: "REPUBLIC OF KENYA\nIN THE HIGH COURT OF KENYA AT MOMBASA\nPETITION NO. E77 OF 2023\nBETWEEN\nAMINA WANJIRU ............................ PETITIONER\nAND\nMOMBASA WATER SUPPLY COMPANY LIMITED .... RESPONDENT\nAND\nKENYA UNION OF NURSES ................... INTERESTED PARTY\nPETITION",
			want: []string{"Amina Wanjiru/petitioner", "Mombasa Water Supply Company Limited/respondent", "Kenya Union of Nurses/third party"}},
	})
}

// TestWitnessesNotHeard: a witness counsel failed to call, or who "would
// have testified", gave no evidence and is no witness; the one the jury
// heard is. A national form's unnamed declaration ("I declare (or certify,
// verify, or state) under penalty of perjury") makes its signer the
// declarant.
func TestWitnessesNotHeard(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "an uncalled alibi witness",
			text:  "PETITION\n\n12. GROUND ONE: Trial counsel was ineffective for failing to call the alibi witness, Marjorie Kettle, who would have testified that Petitioner was at her home on the night of the robbery.\n\nThe jury heard from the cashier, Lionel Dupas, who identified Petitioner.",
			want:  []string{"Lionel Dupas/witness"},
			never: []string{"Marjorie Kettle/witness"},
		},
		{
			name:  "one who would have testified",
			text:  "MEMORANDUM\n\nDefense counsel did not interview Osric Vane. Osric Vane would have testified that the car was red. Officer Dana Pruett testified that the car was blue.",
			want:  []string{"Dana Pruett/witness"},
			never: []string{"Osric Vane/witness"},
		},
		{
			name: "the form's declaration with the oath's other words in brackets",
			text: "PETITION UNDER 28 U.S.C. § 2254 FOR WRIT OF HABEAS CORPUS\n\n13. Ground one: the evidence was insufficient.\n\n" +
				"I declare (or certify, verify, or state) under penalty of perjury that the foregoing is true and correct and that this Petition for Writ of Habeas Corpus was placed in the prison mailing system on June 2, 2023.\n\n" +
				"Executed (signed) on June 2, 2023.\n\n                                        /s/ Arlo P. Vestry\n                                        Signature of Petitioner",
			want: []string{"Arlo P. Vestry/declarant"},
		},
	})
}

// TestUndersignedAffiant: an affidavit made by "the undersigned, being duly
// sworn" has its maker's name only under the signature, after its
// numbered paragraphs; the notary who takes the oath below is no
// declarant.
func TestUndersignedAffiant(t *testing.T) {
	runGeneral(t, []generalCase{{
		name:  "undersigned deposes",
		text:  "AFFIDAVIT OF DEBT\n\nSTATE OF CONNECTICUT )\n                     ) ss: Hartford\nCOUNTY OF HARTFORD   )\n\nThe undersigned, being duly sworn, deposes and says:\n\n1. I am over the age of eighteen years and believe in the obligations of an oath.\n\n2. I keep the plaintiff's accounts in the regular course of its business.\n\n3. The balance due is $12,400.00.\n\n                                        /s/ Agnes P. Thornbury\n                                        Agnes P. Thornbury, Controller\n\nSubscribed and sworn to before me this 12th day of July, 2024.\n\n/s/ Walter Q. Mott\nNotary Public",
		want:  []string{"Agnes P. Thornbury/declarant"},
		never: []string{"Walter Q. Mott/declarant"},
	}})
}

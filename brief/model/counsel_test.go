package model

import "testing"

// TestCounselBlocks: lawyers whose signature or service block names them
// without a mark of signing (no "/s/", bar number or "Esq."): a name over
// the firm, its address and "Counsel for ..."; two or three such blocks
// side by side, as an extraction of the layout prints them (one line holding
// each block's line in turn, columns that drift, two lawyers a line apart by
// only two spaces); the names of a joint signature over their firm's line at
// a paper's close. A column's lawyer is counsel only under a counsel line:
// the party signing beside them is not, and the firm never is.
func TestCounselBlocks(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "service list in two columns",
			text: "NOTICE OF DEPOSITION\nPlease take notice that the deposition will be taken on the date set out below.\n\n" +
				"                              SERVICE LIST\n\n" +
				"Grace L. Whitcombe              Tobias R. Lindqvist\n" +
				"WHITCOMBE HALE LLP                   BRANDT NORRIS, P.C.\n" +
				"200 North LaSalle Street, Suite 900     55 East Erie Street\n" +
				"Chicago, Illinois 60601          Chicago, Illinois 60611\n" +
				"gwhitcombe@whitcombehale.com          tlindqvist@brandtnorris.com\n" +
				"Counsel for Plaintiff          Counsel for Defendant Orrin Supply Co.\n",
			want:  []string{"Grace L. Whitcombe/counsel", "Tobias R. Lindqvist/counsel"},
			never: []string{"Whitcombe Hale LLP/counsel", "Brandt Norris, P.C./counsel", "Chicago, Illinois/counsel"},
		},
		{
			name: "service list in two columns, read in reading order",
			text: "NOTICE OF DEPOSITION\nPlease take notice that the deposition will be taken on the date set out below.\nDated: March 3, 2025\n/s/ Hugo N. Brandt\nHugo N. Brandt\nCounsel for Defendant\nSERVICE LIST\n" +
				"Grace L. Whitcombe\nSamuel K. Osei\nWHITCOMBE HALE LLP\nWHITCOMBE HALE LLP\n200 North LaSalle Street, Suite 900\n200 North LaSalle Street, Suite 900\n" +
				"Chicago, Illinois 60601\nChicago, Illinois 60601\ngwhitcombe@whitcombehale.com\nsosei@whitcombehale.com\nCounsel for Plaintiff\nCounsel for Plaintiff\nServed by electronic mail on March 3, 2025.",
			want:  []string{"Grace L. Whitcombe/counsel", "Samuel K. Osei/counsel", "Hugo N. Brandt/counsel"},
			never: []string{"Whitcombe Hale LLP/counsel", "Service List/counsel"},
		},
		{
			name: "a service list's other addressees above the lawyer's signature",
			text: "CERTIFICATE OF SERVICE\nI certify that I served a copy of the motion by first-class mail on the following:\nDebtor:\nPaula R. Mendes\n14 Orchard Lane\nDecatur, GA 30030\n" +
				"Chapter 13 Trustee:\nOwen T. Rafferty\nSuite 400, 100 Peachtree Street\nAtlanta, GA 30303\n/s/ Carla J. Dunn\nCarla J. Dunn, Georgia Bar No. 123456\nDUNN & PIKE, LLP\n200 Main Street\nAtlanta, Georgia 30303\nAttorney for Movant",
			want:  []string{"Carla J. Dunn/counsel"},
			never: []string{"Owen T. Rafferty/counsel", "Paula R. Mendes/counsel"},
		},
		{
			name:  "joint signature in reading order",
			text:  "REQUEST FOR ARBITRATION\n7. The Claimant requests an award of damages, interest and costs.\nVienna, 3 April 2025\nDr. Lukas Berger\nSophie Mayr-Huber\nBerger Mayr Rechtsanwälte GmbH\n",
			want:  []string{"Lukas Berger/counsel", "Sophie Mayr-Huber/counsel"},
			never: []string{"Berger Mayr Rechtsanwälte GmbH/counsel"},
		},
		{
			name: "three blocks side by side",
			text: "CERTIFICATE OF SERVICE\nI certify that a copy of the foregoing was served on the following by electronic mail.\n\n" +
				"Ana Ruiz             Peter Vogel            Dana Marsh\n" +
				"RUIZ LAW PLLC             VOGEL & SANTOS LLP          MARSH LEGAL GROUP\n" +
				"Attorneys for Plaintiffs       Attorneys for Lakeside Bank     Attorneys for Third-Party Defendant\n",
			want:  []string{"Ana Ruiz/counsel", "Peter Vogel/counsel", "Dana Marsh/counsel"},
			never: []string{"Ruiz Law PLLC/counsel", "Vogel & Santos LLP/counsel"},
		},
		{
			name: "two lawyers two spaces apart over their firm",
			text: "STATEMENT OF DEFENCE\n1. The Respondent denies the claim in its entirety.\n\nLisbon, 2 June 2025\n\n" +
				"Marta Sousa Ferreira  Duarte Nogueira\nSOUSA NOGUEIRA ADVOGADOS\nCounsel for Respondent\n",
			want:  []string{"Marta Sousa Ferreira/counsel", "Duarte Nogueira/counsel"},
			never: []string{"Sousa Nogueira Advogados/counsel", "Marta Sousa Ferreira Duarte Nogueira/counsel"},
		},
		{
			name: "joint signature over the firm at the close",
			text: "REQUEST FOR ARBITRATION\n7. The Claimant requests an award of damages, interest and costs.\n\nVienna, 3 April 2025\n\n" +
				"Dr. Lukas Berger              Sophie Mayr-Huber\nBerger Mayr Rechtsanwälte GmbH\n",
			want:  []string{"Lukas Berger/counsel", "Sophie Mayr-Huber/counsel"},
			never: []string{"Berger Mayr Rechtsanwälte GmbH/counsel"},
		},
		{
			name: "party and lawyer signing side by side",
			text: "STIPULATION OF DISMISSAL\nThe parties stipulate to the dismissal of this action with prejudice.\n\n" +
				"Helen Marsh                      Owen Castillo\nPlaintiff                        CASTILLO & REYES LLP\n                                 Counsel for Defendant\n",
			want:  []string{"Owen Castillo/counsel"},
			never: []string{"Helen Marsh/counsel"},
		},
		{
			name: "bar numbers after a hash",
			text: "COMPLAINT\n12. Plaintiff demands judgment against Defendant.\n\nDated: May 1, 2025            NORTHSTAR HOLM PC\n\n" +
				"                       By: s/ Karin J. Holm\n                       Karin J. Holm (#0391122)\n                       Erik P. Dahl (#0402210)\n" +
				"                       100 Washington Avenue South\n                       Minneapolis, MN 55401\n\n                       Attorneys for Plaintiff\n",
			want:  []string{"Karin J. Holm/counsel", "Erik P. Dahl/counsel"},
			never: []string{"Northstar Holm PC/counsel", "Northstar Holm/counsel"},
		},
		{
			name: "a judge's signature and an approval heading above the lawyers",
			text: "ORDER\nThe motion is GRANTED.\n\n                 /s/ Maria T. Ocampo\n                 HON. MARIA T. OCAMPO\n                 JUDGE PRESIDING\n" +
				"APPROVED AS TO FORM:\n/s/ Dale R. Finch          /s/ Irene Q. Sato\nDale R. Finch              Irene Q. Sato\nAttorney for Plaintiff     Attorney for Defendant\n",
			want:  []string{"Dale R. Finch/counsel", "Irene Q. Sato/counsel", "Maria T. Ocampo/judge"},
			never: []string{"Maria T. Ocampo/counsel"},
		},
	})
}

// TestCounselTitles: a lawyer named over, or followed by, a lawyer's
// title, as government and in-house lawyers and solicitors sign: a rank
// before the calling ("Chief Counsel", "Senior Attorney", "Area Counsel
// (Large Business)"), a typed name between the signature and the title, an
// "OF COUNSEL:" list, "Signed by X" over "Lawyer for the Applicant", the
// calling with the firm ("Solicitor, Hale & Co Solicitors"), and a name in
// apposition to its title in prose ("served on Jane Roe, Assistant Chief
// Counsel, at ..."). The office under the title is no one.
func TestCounselTitles(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "agency signature with ranks",
			text: "ANSWER\n3. Respondent denies each allegation not admitted.\nMARGARET O. LINDEN\nChief Counsel\nInternal Revenue Service\nDate: March 2, 2025\nBy: /s/ Ivan P. Szabo\nIVAN P. SZABO\nSenior Attorney\n(Large Business & International)\nTax Court Bar No. SI0412\n" +
				"OF COUNSEL:\nROSA T. QUINN\nDivision Counsel (Large Business & International)\nPAUL E. ABERNATHY\nArea Counsel (Large Business & International: Area 3)\nCERTIFICATE OF SERVICE\nI certify that a copy was served on petitioner's counsel by electronic service.",
			want:  []string{"Margaret O. Linden/counsel", "Ivan P. Szabo/counsel", "Rosa T. Quinn/counsel", "Paul E. Abernathy/counsel"},
			never: []string{"Internal Revenue Service/counsel", "Chief Counsel/counsel"},
		},
		{
			name: "signed by, over the lawyer's role",
			text: "ORIGINATING APPLICATION\nThe Applicant claims the relief set out below.\nDate: 4 March 2025\nSigned by Rhiannon Doyle\nLawyer for the Applicant",
			want: []string{"Rhiannon Doyle/counsel"},
		},
		{
			name:  "solicitor with the firm under the name",
			text:  "DEFENCE STATEMENT\n4. The defendant was at work at the time of the offence.\nSigned on behalf of the defendant:\nMorgan Ellery\nSolicitor, Ellery & Pike Solicitors\nDated: 2 May 2025",
			want:  []string{"Morgan Ellery/counsel"},
			never: []string{"Ellery & Pike Solicitors/counsel"},
		},
		{
			name:  "name in apposition to a lawyer's title",
			text:  "PROOF OF SERVICE\nOn May 2, 2025, I served a copy of this motion on Alicia Romero, Assistant Chief Counsel, Office of the Principal Legal Advisor, 630 Sansome Street, San Francisco, CA 94111, by electronic service.",
			want:  []string{"Alicia Romero/counsel"},
			never: []string{"Office of the Principal Legal Advisor/counsel"},
		},
		{
			name:  "name and law firm in a field",
			text:  "Filed on behalf of: Harbour Kites Pty Ltd, Applicant\nPrepared by: Declan Moore, Moore Hale Lawyers\nTel: 02 9000 0000",
			want:  []string{"Declan Moore/counsel"},
			never: []string{"Moore Hale Lawyers/counsel"},
		},
		{
			name:  "a company's form and a docket's flags are no lawyer's",
			text:  "JANE ROE,\nPlaintiff,\nv.\nACME CARRIERS, LLC,\nDefendant.\nrepresented by Tomas R. Vidal\nUS Attorneys Office\nTwo Harbor Plaza\nLEAD ATTORNEY\nATTORNEY TO BE NOTICED",
			never: []string{"Acme Carriers/counsel", "Two Harbor Plaza/counsel"},
		},
		{
			name: "an initial in apposition",
			text: "DETERMINATION\nRepresentatives:\nK Wiremu, advocate for the Applicant\nJ Ashby, counsel for the Respondent",
			want: []string{"K Wiremu/counsel", "J Ashby/counsel"}, never: []string{"Wiremu/counsel"},
		},
	})
}

// TestAppearanceLines: counsel in the appearance lines of judgments,
// orders and transcripts across systems: a side's label alone with its
// lawyers on the next lines ("Counsel for the applicant:" / "Adv. R.
// Naidoo"), an Indian record's list under "For Petitioner(s) :" with each
// lawyer's designation ("AOR", "Adv."), dotted leaders to the side
// (Canadian reasons), "instructed by" set off by commas for a side named
// by the defendant's surname (English sentencing remarks), "Ld. Counsel"
// after the name with no side, "appears with" in a transcript, sides
// numbered as a list ("for the first and second defendants"), lawyers in
// brackets under the firm's "Solicitors for" line, a margin's line number
// before the name, and a barrister's "B.L." after the name on a summons.
func TestAppearanceLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "label alone, lawyers below",
			text:  "COURT ORDER\n1. The application is dismissed with costs.\nBY ORDER OF THE COURT\nREGISTRAR\nCounsel for the applicant:\nAdv. T. Naidoo\nInstructed by:\nDlamini & Botha Inc.\nCounsel for the respondent:\nAdv. K. Mahlangu SC with Adv. P. Venter\nInstructed by:\nState Attorney, Pretoria",
			want:  []string{"T. Naidoo/counsel", "K. Mahlangu/counsel", "P. Venter/counsel"},
			never: []string{"Dlamini & Botha Inc./counsel", "State Attorney/counsel"},
		},
		{
			name:  "indian record of proceedings",
			text:  "RECORD OF PROCEEDINGS\nCORAM : HON'BLE MR. JUSTICE A. K. RAO\nFor Petitioner(s) : Mr. Vivek Kulkarni, Sr. Adv.\nMs. Anjali Deo, AOR\nMr. Sameer Patil, Adv.\nFor Respondent(s) : Mr. Nitin Gokhale, Adv.\nMs. Rupa Shetty, AOR\nUPON hearing the counsel the Court made the following\nORDER",
			want:  []string{"Vivek Kulkarni/counsel", "Anjali Deo/counsel", "Sameer Patil/counsel", "Nitin Gokhale/counsel", "Rupa Shetty/counsel"},
			never: []string{"Sr. Adv/counsel"},
		},
		{
			name: "dotted leaders",
			text: "ONTARIO COURT OF JUSTICE\nHeard on March 3, 2025\nMarie Gagnon .................................................. counsel for the Crown\nDaniel Okafor ..................................... counsel for the accused Peter Lindsay\nREASONS FOR JUDGMENT",
			want: []string{"Marie Gagnon/counsel", "Daniel Okafor/counsel"},
		},
		{
			name:  "instructed by, for a named defendant",
			text:  "SENTENCING REMARKS\nMr Colin Ashworth, instructed by the Crown Prosecution Service, for the Prosecution\nMs Farah Iqbal, instructed by Reed & Moss Solicitors, for Hollis\nMr Peter Quayle, instructed by Dane Lowe LLP, for Marsh\n1. Tom Hollis, you are 31.",
			want:  []string{"Colin Ashworth/counsel", "Farah Iqbal/counsel", "Peter Quayle/counsel"},
			never: []string{"Reed & Moss Solicitors/counsel", "Dane Lowe LLP/counsel"},
		},
		{
			name:  "learned counsel after the name",
			text:  "ORDER\nPresent: Sh. Ravi Sood, Ld. APP for the State.\nSh. Vinod Arora, complainant in person with Sh. Kunal Mehra, Ld. Counsel.\n1. Arguments heard on the application.",
			want:  []string{"Kunal Mehra/counsel"},
			never: []string{"Vinod Arora/counsel"},
		},
		{
			name: "appears with, in a transcript",
			text: "TRANSCRIPT OF PROCEEDINGS\nMR K. ELLIOTT SC appears with MS R. PATEL for the applicant\nMR D. O'HARA appears for the respondent\nHIS HONOUR: Yes, Mr Elliott.",
			want: []string{"K. Elliott/counsel", "R. Patel/counsel", "D. O'Hara/counsel"},
		},
		{
			name: "sides numbered as a list",
			text: "JUDGMENT\nAnna Lim and Ben Koh (Koh & Lim LLC) for the claimant; Carl Ng and Dora Seah (Seah Ng LLP) for the first and second defendants.",
			want: []string{"Carl Ng/counsel", "Dora Seah/counsel", "Anna Lim/counsel"},
		},
		{
			name:  "lawyers in brackets under the firm",
			text:  "DEFENCE\n12. Save as admitted, the Defendants deny the claim.\nDated this 3rd day of May 2025.\nTAN & CHUA LLP\nSolicitors for the 1st and 2nd Defendants\n(Mr Jonathan Goh / Ms Priscilla Wee)",
			want:  []string{"Jonathan Goh/counsel", "Priscilla Wee/counsel"},
			never: []string{"Tan & Chua LLP/counsel"},
		},
		{
			name: "margin line number before the name",
			text: "DECISION\nStatement of the Case\n10 Grace Holloway, Esq., for the General Counsel.\nMark T. Ruiz, Esq. (Ruiz & Lane, P.C., Detroit, Michigan), for the Respondent.",
			want: []string{"Grace Holloway/counsel", "Mark T. Ruiz/counsel"},
		},
		{
			name:  "an address after the firm is no lawyer",
			text:  "PARTICULARS OF CLAIM\nServed this 9th day of May 2025 by Ashby Lane LLP, 14 Temple Row, Birmingham B2 5AB, Solicitors for the Claimant.\nClaimant's legal representative's address\nAshby Lane LLP, 40 Fleet Viaduct, London EC4A 2BB Ref: AL/22",
			never: []string{"Temple Row/counsel", "Fleet Viaduct/counsel"},
		},
		{
			name: "barrister's letters on a summons",
			text: "PLENARY SUMMONS\nThe Plaintiff's claim is for damages for negligence.\nCiara Brennan B.L.\nThis Summons was issued by Kelly Doyle LLP, Solicitors for the Plaintiff.",
			// NameKey drops letters after a name ("B.L.", "S.C."), so the
			// name with them is the same key.
			want: []string{"Ciara Brennan/counsel"},
		},
	})
}

// TestCounselPrecision: who signs near a lawyer without being one: a
// party who signs under a consent ("AGREED AND CONSENTED TO:" / the
// defendant) between the prosecutors' signatures and the defence lawyer's
// approval (all of them lawyers), an arbitrator with a silk's letters over the tribunal's title;
// and a lawyer's bar number in brackets with the state's letters before it,
// under a counsel line with a qualifier ("Proposed Counsel to the
// Debtors").
func TestCounselPrecision(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "the defendant's consent above the lawyer's approval",
			text:  "PLEA AGREEMENT\nThe defendant agrees to plead guilty to Count One.\nVery truly yours,\nBy: /s/ Ada K. Ferro\nAda K. Ferro\nAssistant United States Attorney\nAPPROVED:\n/s/ Hugo Lind-Marsh\nHugo Lind-Marsh\nChief, Narcotics Unit\nAGREED AND CONSENTED TO:\n/s/ Carlo Benedetti\nCarlo Benedetti\n9/16/24\nDATE\nAPPROVED:\n/s/ Nora F. Castell\nNora F. Castell, Esq.\nAttorney for Carlo Benedetti\n9/16/24\nDATE",
			want:  []string{"Nora F. Castell/counsel", "Hugo Lind-Marsh/counsel", "Ada K. Ferro/counsel"},
			never: []string{"Carlo Benedetti/counsel"},
		},
		{
			name:  "an arbitrator with a silk's letters",
			text:  "PROCEDURAL ORDER No. 2\n1. The hearing shall take place in Geneva.\nOn behalf of the Arbitral Tribunal\n[signed]\nJulian Ashcroft KC\nPresident of the Arbitral Tribunal",
			never: []string{"Julian Ashcroft/counsel"},
		},
		{
			name: "state bar numbers in brackets under a qualified counsel line",
			text: "EMERGENCY MOTION\n12. The Debtors request entry of the proposed order.\nHouston, Texas\nJune 3, 2025\nHALE & ORTIZ LLP\n/s/ Martin C. Hale\nMartin C. Hale (TX Bar No. 24070012)\nSylvia R. Ortiz (TX Bar No. 24093301)\n700 Main Street, Suite 900\nHouston, Texas 77002\nEmail: mhale@haleortiz.com\nProposed Counsel to the Debtors\nand Debtors in Possession",
			want: []string{"Martin C. Hale/counsel", "Sylvia R. Ortiz/counsel"},
		},
	})
}

// TestRepresentativeBoxes: a form's boxes for the lawyer who acts: the
// numbered "Name of representative" under "Your representative", a
// court notice's "Debtor's attorney" box over the name, each with its
// value on the next line (as a reading-order extraction prints a box) or
// beside it; and a statement of truth signed by the party's legal
// representative (its box ticked), whose full name follows.
func TestRepresentativeBoxes(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "tribunal claim form, representative's boxes",
			text:  "CLAIM FORM\n8 Type and details of claim\nI was dismissed without notice.\n11 Your representative\n11.1 Name of representative\nPriya Rahman\n11.2 Name of organisation\nRahman Employment Law Ltd\n11.3 Address\n4 Park Row, Leeds, LS1 5HD",
			want:  []string{"Priya Rahman/counsel"},
			never: []string{"Rahman Employment Law Ltd/counsel", "Priya Rahman/plaintiff"},
		},
		{
			name:  "representative's box on one line",
			text:  "RESPONSE FORM\n8 Your representative\n8.1 Name of representative     Owen Caddick\n8.2 Name of organisation      Caddick Lane Solicitors",
			want:  []string{"Owen Caddick/counsel"},
			never: []string{"Caddick Lane Solicitors/counsel"},
		},
		{
			name:  "notice's attorney box",
			text:  "Notice of Chapter 7 Bankruptcy Case\n1. Debtor's full name\nMaria Elena Ortiz\n4. Debtor's attorney\nSamuel J. Whitcombe\nContact phone (602) 555-0100\nName and address\nWhitcombe Consumer Law PLLC\n5. Bankruptcy trustee\nLinda M. Cho",
			want:  []string{"Samuel J. Whitcombe/counsel"},
			never: []string{"Linda M. Cho/counsel", "Whitcombe Consumer Law PLLC/counsel"},
		},
		{
			name:  "statement of truth signed by the legal representative",
			text:  "CLAIM FORM\nStatement of Truth\n[X] The Claimant believes that the facts stated in this claim form are true.\nSignature /s/ Naomi Achterberg-Lowe\n[ ] Claimant [ ] Litigation friend [X] Claimant's legal representative (as defined by CPR 2.3(1))\nDate 1 March 2025\nFull name Naomi Achterberg-Lowe\nName of claimant's legal representative's firm Brookfield Hale LLP\nPosition or office held Partner",
			want:  []string{"Naomi Achterberg-Lowe/counsel"},
			never: []string{"Naomi Achterberg-Lowe/party", "Naomi Achterberg-Lowe/plaintiff", "Brookfield Hale LLP/counsel"},
		},
	})
}

// TestLawyerStyles: "Esquire" written out after a lawyer's name is no part
// of the name, as "Esq." is not; a deposition's opening words ("PURSUANT TO
// NOTICE, the deposition ... was taken on behalf of the Plaintiff") name
// no lawyer.
func TestLawyerStyles(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "esquire written out",
			text: "CERTIFICATE OF SERVICE\nI certify that the foregoing was served on Dana L. Whitcomb, Esquire, counsel for Defendant, by electronic mail.\n/s/ Mark P. Ellison\nMark P. Ellison, Esquire\nAttorney for Plaintiff",
			want: []string{"Dana L. Whitcomb/counsel", "Mark P. Ellison/counsel"},
		},
		{
			name:  "a deposition's opening words",
			text:  "PURSUANT TO NOTICE, the videotaped deposition of JANET K. ROWE was taken on behalf of the Plaintiff at 100 Main Street, Denver, Colorado, on May 2, 2025, before a Registered Professional Reporter.",
			never: []string{"Pursuant To Notice/counsel"},
		},
	})
}

// TestLetterheadCounsel: a letter on a law firm's letterhead is signed by
// one of its lawyers, counsel even when the letter never says whom it
// acts for; a company's letter to a law firm is not.
func TestLetterheadCounsel(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "letter on a law firm's letterhead",
			text:  "HARTLEY VOSS LLP\n120 South Wacker Drive, Suite 2000 | Chicago, Illinois 60606\nMiriam K. Hartley\nmhartley@hartleyvoss.com\nJune 3, 2025\nVia Email\nThomas Reyes, Esq.\nReyes Dunn LLC\n10 North Clark Street\nChicago, Illinois 60602\nRe: Kestrel Builders v. Orland Yards\nDear Mr. Reyes:\nThe deficiencies in the responses served on May 20 remain. Please confer with me this week.\nBest regards,\n/s/ Miriam\nMiriam K. Hartley",
			want:  []string{"Miriam K. Hartley/sender", "Miriam K. Hartley/counsel"},
			never: []string{"Hartley Voss LLP/counsel"},
		},
		{
			name:  "a company's letter to a law firm",
			text:  "ORLAND YARDS DEVELOPMENT CO.\n500 West Lake Street, Chicago, Illinois 60661\nJune 4, 2025\nReyes Dunn LLC\n10 North Clark Street\nChicago, Illinois 60602\nDear Sirs:\nPlease find enclosed the invoices you asked for.\nSincerely,\nGloria M. Banks\nController",
			want:  []string{"Gloria M. Banks/sender"},
			never: []string{"Gloria M. Banks/counsel"},
		},
	})
}

// TestAppearancesInOneSentence: "A and B, counsel for plaintiff; and C,
// counsel for defendants": the semicolon ends the first side, so C is the
// next lawyer, not plaintiff's name.
func TestAppearancesInOneSentence(t *testing.T) {
	runGeneral(t, []generalCase{{
		name:  "two sides' lawyers in one sentence",
		text:  "JUDGMENT\n\nThis matter came for hearing on June 3, 2024 on the exception of prescription.\n\nPresent were: Louis K. Batiste and Anne R. Guidroz, counsel for plaintiff; and Peter J. Landry, counsel for defendants.\n\nIT IS ORDERED that the exception is overruled.",
		want:  []string{"Peter J. Landry/counsel", "Louis K. Batiste/counsel", "Anne R. Guidroz/counsel"},
		never: []string{"Peter J. Landry/plaintiff"},
	}})
}

// TestSignedForTheParty: Connecticut and some other courts sign a paper for
// the party named above the signature ("THE DEFENDANT, / X CO. / By: /s/
// A"), with the lawyers' names over their firm, a bar number in one of the
// states' styles (Michigan's "(P71290)", Ohio's "(0071234)", Maryland's
// "CPF No.", Connecticut's "Juris No." under the firm) and maybe "Its
// Attorneys". With no bar number nor counsel line, names over an "LLP"
// may be a company's officers, and are left alone.
func TestSignedForTheParty(t *testing.T) {
	block := func(bar1, bar2, below string) string {
		return "MOTION TO DISMISS\n\nThe defendant moves to dismiss the complaint for the reasons in the memorandum filed with this motion.\n\n" +
			"                                        THE DEFENDANT,\n                                        ACME TOOL CO.\n\n" +
			"                                        By: /s/ Hilda R. Banerjee\n                                        Hilda R. Banerjee " + bar1 + "\n                                        Oscar T. Lindgren " + bar2 + "\n" +
			"                                        BANERJEE LINDGREN LLP\n                                        100 Main Street\n                                        Springfield, ST 00000\n" + below
	}
	both := []string{"Hilda R. Banerjee/counsel", "Oscar T. Lindgren/counsel"}
	runGeneral(t, []generalCase{
		{name: "Michigan P numbers", text: block("(P71290)", "(P80311)", ""), want: both},
		{name: "Ohio registration numbers", text: block("(0071234)", "(0089921)", ""), want: both},
		{name: "Maryland CPF numbers", text: block("(CPF No. 0712150123)", "(CPF No. 1012150456)", ""), want: both},
		{name: "Juris No. under the firm", text: block("", "", "                                        Juris No. 428815\n"), want: both},
		{name: "Its Attorneys", text: block("", "", "                                        Its Attorneys\n"), want: both},
		{
			name:  "a company's officer over an LLP's name",
			text:  "ASSIGNMENT\n\nThe assignor assigns the claim to the assignee.\n\n                                        By: /s/ Gerald M. Otway\n                                        Gerald M. Otway\n                                        Chief Financial Officer\n                                        HARBOR VIEW PARTNERS LLP\n",
			never: []string{"Gerald M. Otway/counsel"},
		},
	})
}

package model

import (
	"testing"
)

// partiesOf runs the rules on one document and returns its parties as
// "name key/role".
func partiesOf(t *testing.T, pages ...string) map[string]bool {
	t.Helper()
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{{ID: "d", FileName: "x.pdf", Pages: pages}}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, p := range out.Parties {
		got[NameKey(p.Name)+"/"+p.Role] = true
	}
	return got
}

// TestNameCleaning: what a reading-order extraction glues to a name comes
// off: a caption's "BETWEEN", a label from a wrapped line, a name printed
// twice by two columns read as one line.
func TestNameCleaning(t *testing.T) {
	for in, want := range map[string]string{
		"BETWEEN ACME OFFSHORE B.V.":       "ACME OFFSHORE B.V.",
		"B E T W E E N : JANE ROE":         "JANE ROE",
		"KEVIN M. DUNBAR Respondent":       "KEVIN M. DUNBAR",
		"Michael Doran Michael Doran":      "Michael Doran",
		"Anna Lee":                         "Anna Lee",
		"Between the Lines Publishing Ltd": "Between the Lines Publishing Ltd",
	} {
		if got := cleanName(in); got != want {
			t.Errorf("cleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestBarNumberStyles: a signature's name with its bar number in each
// common style (barNumberStyles), the state's full name or abbreviation
// before it taken off.
func TestBarNumberStyles(t *testing.T) {
	for line, want := range map[string]string{
		"Bradley K. Stroud, Georgia Bar No. 688214": "bradley k stroud",
		"Laura M. Kessler, MO Bar #55107":           "laura m kessler",
		"Jane Roe, Cal. State Bar No. 123456":       "jane roe",
		"NADIA FARAH (SBN 281934)":                  "nadia farah",
		"Ruth Ng, ARDC No. 6301234":                 "ruth ng",
		"Sam Otieno, BBO #612345":                   "sam otieno",
		"Ann Lee, PA ID No. 312345":                 "ann lee",
		"Priya Nair, Enrolment No. D/1234/2005":     "priya nair",
	} {
		if got := NameKey(lawyerNameIn(line)); got != want {
			t.Errorf("lawyerNameIn(%q) = %q, want %q", line, got, want)
		}
	}
}

// TestVersusJoinedToName: "- against -" read as one line with the name
// under it still divides the caption.
func TestVersusJoinedToName(t *testing.T) {
	got := partiesOf(t, "FAMILY COURT OF THE STATE OF NEW YORK\nCOUNTY OF KINGS\nANA L. REYES,\nPetitioner,\n- against KEVIN M. DUNBAR,\nRespondent.\nPETITION\n1. Petitioner resides in Brooklyn and asks the Court for an order of custody of the child.")
	if !got["ana reyes/petitioner"] || !got["kevin m dunbar/respondent"] {
		t.Errorf("caption parties %v", got)
	}
}

// TestCopyList: a letter's copy list runs over several lines; each name is
// a recipient, a bracketed aside says what else it is, and the file or the
// client is no one.
func TestCopyList(t *testing.T) {
	got := partiesOf(t, "LEE & STONE LLP\nMay 3, 2021\nHon. Ann Marsh\nRe: Roe v. Acme\nDear Judge Marsh:\nWe write to report that the parties have settled the case and will file a stipulation of dismissal.\nRespectfully submitted,\n/s/ Bob Stone\nBob Stone\ncc: Mary Major, Esq. (counsel for Defendant)\nJane Roe (Plaintiff, pro se)\nProject File")
	for _, want := range []string{"bob stone/sender", "mary major/recipient", "mary major/counsel", "jane roe/recipient", "jane roe/plaintiff"} {
		if !got[want] {
			t.Errorf("%s not read; got %v", want, got)
		}
	}
	for k := range got {
		if k == "project file/recipient" || k == "esq/recipient" || k == "jane roe/defendant" {
			t.Errorf("%s read as a party", k)
		}
	}
}

// TestTribunalAndRepresentation: an arbitral tribunal listed under its
// heading, an arbitrator a party nominates, and counsel named after
// "represented by" (inline, several joined by "and", or listed below).
func TestTribunalAndRepresentation(t *testing.T) {
	got := partiesOf(t,
		"PROCEDURAL ORDER No. 2\nThe Tribunal:\nProfessor Ana Ruiz (Presiding Arbitrator)\nSir Colin Hale KC\nDr Mei Tanaka\n1. A hearing was held by video on 2 May 2024. The Claimant was represented by Ms Ingrid Olsen and Mr Tomas Berg of Olsen Berg Advokatfirma AS. The Respondent was represented by Mr Karl Weber of Weber & Partner, Vienna.",
		"1. The Respondent is represented in this arbitration by:\nMs Laila Haddad\nMr Omar Farouk\nHaddad Farouk LLP\n2. The Claimant nominates Mr Julian Croft KC as arbitrator.\nBefore: Judge Ann Marsh, Hon. Peter Lowe and Circuit Judges")
	for _, want := range []string{"ana ruiz/judge", "colin hale/judge", "mei tanaka/judge", "julian croft/judge",
		"ingrid olsen/counsel", "tomas berg/counsel", "karl weber/counsel", "laila haddad/counsel", "omar farouk/counsel",
		"ann marsh/judge", "peter lowe/judge"} {
		if !got[want] {
			t.Errorf("%s not read; got %v", want, got)
		}
	}
	for k := range got {
		if k == "circuit judges/judge" || k == "haddad farouk/counsel" || k == "colin hale/counsel" {
			t.Errorf("%s read as a party", k)
		}
	}
}

// TestJudgeAboveTitle: a name above a judicial title line, in the common
// styles of courts (judgeCourts), is the judge.
func TestJudgeAboveTitle(t *testing.T) {
	for _, title := range []string{"U.S. Bankruptcy Court Judge", "United States District Judge", "Superior Court Judge", "Family Court Judge", "Chief Bankruptcy Judge", "Presiding Judge"} {
		got := partiesOf(t, "IT IS ORDERED as set forth below:\nDate: January 5, 2024\n______________________________\nLorraine T. Beckett\n"+title+"\nThe motion is granted.")
		if !got["lorraine t beckett/judge"] {
			t.Errorf("%q: judge not read; got %v", title, got)
		}
	}
}

// TestLetterSignedForFirm: a letter signed under its firm's name is sent by
// the lawyer who signs, not by the firm.
func TestLetterSignedForFirm(t *testing.T) {
	got := partiesOf(t, "STANTON & PIKE, PLC\nDecember 20, 2023\nDenise Albright\nCaldera Builders Group, Inc.\nDear Ms. Albright:\nThis firm represents Ironwood Mechanical, LLC in the matter of the unpaid invoices for the project.\nVery truly yours,\nSTANTON & PIKE, PLC\n/s/ Eliza R. Stanton\nEliza R. Stanton")
	if !got["eliza r stanton/sender"] || !got["eliza r stanton/counsel"] || got["stanton & pike/sender"] {
		t.Errorf("signer: %v", got)
	}
}

// TestWitnessStatementNote: the note in an English witness statement's top
// corner (party, witness, which statement, exhibits, date) names no party.
func TestWitnessStatementNote(t *testing.T) {
	got := partiesOf(t, "Defendant\nJ Okafor\nSecond\nExhibits JO1-JO3\n4 March 2024\nClaim No. HC-2023-000111\nIN THE HIGH COURT OF JUSTICE\nBETWEEN:\nNORTHWIND TRADING LIMITED\nClaimant\nand\nSEAGATE FREIGHT LIMITED\nDefendant\nSECOND WITNESS STATEMENT OF JAMES OKAFOR\nI, JAMES OKAFOR, of 2 Mill Lane, Leeds, WILL SAY as follows:\n1. I am a director of the Defendant.")
	for k := range got {
		if k == "second/defendant" || k == "j okafor/defendant" {
			t.Errorf("the corner note read as a party: %v", got)
		}
	}
	if !got["northwind trading/plaintiff"] || !got["seagate freight/defendant"] {
		t.Errorf("caption parties: %v", got)
	}
	kinds := PageSections(ClassDeclaration, 1, "Defendant\nJ Okafor\nSecond\nExhibits JO1-JO3\n4 March 2024\nClaim No. HC-2023-000111")
	for i, want := range []SectionKind{SectionNote, SectionNote, SectionNote, SectionNote, SectionNote} {
		if kinds[i] != want {
			t.Errorf("line %d: %q, want %q", i, kinds[i], want)
		}
	}
}

// TestLetterToSirs: a letter to "Dear Sirs" is to the first name of the
// inside address below the letterhead's date and references, not the
// letterhead's firm; a recital's "Counsel for the Claimant, Ms X" names a
// lawyer, not a claimant.
func TestLetterToSirs(t *testing.T) {
	got := partiesOf(t, "HARTWELL CRANE LLP\nSolicitors\n14 Colmore Row, Birmingham B3 2BJ\nOur ref: TPH/ASH/0091\nDate: 3 August 2023\nBY EMAIL AND RECORDED DELIVERY\nPemberton Fleet Finance Limited\nLegal Department\nDear Sirs\nWe act for Ashdown Haulage Limited and write about the units your agents removed from our client.\nYours faithfully\nTobias Hartwell\nPartner")
	if !got["pemberton fleet finance/recipient"] || got["hartwell crane/recipient"] {
		t.Errorf("recipient: %v", got)
	}
	got = partiesOf(t, "ORDER\nAND UPON hearing Counsel for the Claimant, Ms Imogen Clarke, and Counsel for the\nDefendants, Mr Samir Qureshi\nIT IS ORDERED THAT the application is dismissed.")
	if !got["imogen clarke/counsel"] || got["imogen clarke/plaintiff"] {
		t.Errorf("recital: %v", got)
	}
}

// TestParticularsCaption: a caption of particulars blocks closed by dotted
// labels (blockLabels), as Indian forums print them: the name on each
// block's first line or numbered item, never its parentage or address; the
// bench under "PRESENT:" with degrees after the names; counsel in brackets
// under a party; a verification's maker.
func TestParticularsCaption(t *testing.T) {
	got := partiesOf(t,
		"BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, MYSURU\nC.C. No. 77/2023\nBETWEEN:\nSmt. Lakshmi Devi,\nW/o Sri. Mohan Rao,\nAged about 55 years,\nR/at No. 4, 2nd Cross, Kuvempunagar,\nMysuru - 570023.\n...COMPLAINANT\nAND\n1. M/s. Sunrise Electronics Pvt. Ltd.,\nRepresented by its Proprietor,\nNo. 9, Sayyaji Rao Road, Mysuru - 570001.\n2. Brightstar Appliances Ltd.,\nPlot 12, Industrial Area, Noida - 201301.\n...OPPOSITE PARTIES\nCOMPLAINT UNDER SECTION 35 OF THE CONSUMER PROTECTION ACT, 2019\n1. The complainant bought a refrigerator from OP No.1 on 14.01.2023 and it failed within a week.\nVERIFICATION\nI, Lakshmi Devi, the complainant above named, do hereby verify that the contents above are true.",
	)
	for _, want := range []string{"lakshmi devi/plaintiff", "sunrise electronics/defendant", "brightstar appliances/defendant", "lakshmi devi/declarant"} {
		if !got[want] {
			t.Errorf("%s not read; got %v", want, got)
		}
	}
	for k := range got {
		if k == "mohan rao/plaintiff" || k == "kuvempunagar/plaintiff" {
			t.Errorf("particulars read as a party: %s", k)
		}
	}
	order := Document{ID: "o", FileName: "order.pdf", Pages: []string{"BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, MYSURU\nPRESENT: HON'BLE SRI. K. RAMESH, B.A., LL.B.\nPRESIDENT\nSMT. ASHA N., M.Com., LL.B.\nMEMBER\nCOMPLAINANT : Smt. Lakshmi Devi\n(By Sri. P. Nagaraj, Advocate)\nORDER\n1. The complaint is allowed in part and the opposite parties shall refund the price.\n(ASHA N.)\nMEMBER"}}
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{order}})
	if err != nil {
		t.Fatal(err)
	}
	got = map[string]bool{}
	for _, p := range out.Parties {
		got[NameKey(p.Name)+"/"+p.Role] = true
	}
	for _, want := range []string{"k ramesh/judge", "p nagaraj/counsel"} {
		if !got[want] {
			t.Errorf("%s not read; got %v", want, got)
		}
	}
}

// TestProbateCaption: a probate caption names the testator ("Probate
// Proceeding, Will of / NAME, Deceased.") as a party, and the body names a
// party in apposition to its label ("the petitioner, X, moves").
func TestProbateCaption(t *testing.T) {
	got := partiesOf(t, "SURROGATE'S COURT OF THE STATE OF NEW YORK\nCOUNTY OF WESTCHESTER\n-----------------------------------------------x\nProbate Proceeding, Will of\nMARGARET A. ELLSWORTH,\nDeceased.\n-----------------------------------------------x\nDECISION AND ORDER\nThe petitioner, Caroline E. Whitfield, moves for summary judgment dismissing the objections and admitting the will to probate.")
	if !got["margaret ellsworth/party"] || !got["caroline e whitfield/petitioner"] {
		t.Errorf("probate parties: %v", got)
	}
}

// TestNoticeSignedDigitally: a notice's digital signer sends it, and its
// copy list names recipients, a law firm copied "for Respondent" not among
// them.
func TestNoticeSignedDigitally(t *testing.T) {
	got := partiesOf(t, "U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION\nDETERMINATION AND NOTICE OF RIGHTS\nTo: Jane Q. Roe\n12 Elm Street\nFrom: Chicago District Office\nNOTICE TO THE PERSON AGGRIEVED:\nThis is official notice of the dismissal of your charge and of your right to sue within 90 days.\nOn behalf of the Commission:\nDigitally Signed By: Amrith Kaur\n03/18/2024\nAmrith Kaur\nDistrict Director\ncc: Melissa J. Tran, Esq.\nVance Holloway LLP (for Respondent)")
	for _, want := range []string{"jane q roe/recipient", "amrith kaur/sender", "melissa j tran/recipient"} {
		if !got[want] {
			t.Errorf("%s not read; got %v", want, got)
		}
	}
	if got["vance holloway/recipient"] {
		t.Errorf("a law firm copied for a party read as a recipient: %v", got)
	}
}

// TestWitnessesAndFictitiousDefendants: a transcript's witness sworn under
// a line of their name, a witness counsel calls, and a caption's
// fictitious defendants ("DOES 1 through 20, inclusive").
func TestWitnessesAndFictitiousDefendants(t *testing.T) {
	got := partiesOf(t, "REPORTER'S TRANSCRIPT OF PROCEEDINGS", "THE COURT: Call your next witness.\nMR. LEE: Plaintiff calls Omar Haddad.\nTHE COURT: Come forward.\nJANET BROOKS,\ncalled as a witness by the Plaintiff, having been first duly sworn, testified as follows:\nDIRECT EXAMINATION\nBY MR. LEE:\nQ. Please state your name.\nA. Janet Brooks.")
	if !got["janet brooks/witness"] || !got["omar haddad/witness"] {
		t.Errorf("witnesses: %v", got)
	}
	got = partiesOf(t, "SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF LOS ANGELES\nMARIA LOPEZ, an individual,\nPlaintiff,\nv.\nACME FOODS, INC., a Delaware corporation; and DOES 1 through 20, inclusive,\nDefendants.\nCOMPLAINT FOR DAMAGES\n1. Plaintiff brings this action for wrongful termination.")
	if !got["does 1 through 20/defendant"] || !got["acme foods/defendant"] || !got["maria lopez/plaintiff"] {
		t.Errorf("caption: %v", got)
	}
}

// TestAddressesAndMonthsAreNoParties: lines of a postal address, a city with
// its postcode and a month are never parties; names that look a little
// like them are.
func TestAddressesAndMonthsAreNoParties(t *testing.T) {
	for name, want := range map[string]bool{
		"120 Court Street": true, "2655 S. Le Jeune Road": true, "Suite 1800": true, "P.O. Box 4411": true,
		"Chicago, IL 60618": true, "Birmingham B3 2BJ": true, "Bengaluru - 560011": true, "March 2021": true,
		"September 14": true, "Jane Roe": false, "3M Company": false, "Court Street Partners LLC": false,
		"May Chen": false, "Harborline Shipping Corp.": false, "21st Century Holdings": false,
	} {
		if got := notAParty(name); got != want {
			t.Errorf("notAParty(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestEnglishAndArbitralCounsel: counsel listed after a label and a colon,
// under "For the Claimant:" with the solicitors who instruct them, and the
// English way ("Mr X (instructed by Y) for the Claimant") are counsel, and
// never the party they act for.
func TestEnglishAndArbitralCounsel(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"FINAL AWARD\nCounsel for Claimant: Jane Doe, Esq., Doe Law LLP\nCounsel for Respondent: Mark Lee of Lee & Co.", []string{"jane doe/counsel", "mark lee/counsel"}},
		{"APPEARANCES\nFor the Claimant: Mr John Smith (instructed by Smith Legal LLP)\nFor the Respondent: Ms Anne Ward KC and Mr Tom Reed", []string{"john smith/counsel", "anne ward/counsel", "tom reed/counsel"}},
		{"ORDER\nUpon hearing Mr Paul Grant of counsel for the Applicant and Ms Lucy Hart, solicitor, for the Respondent,\nIT IS ORDERED that the application is refused.", []string{"paul grant/counsel", "lucy hart/counsel"}},
		{"JUDGMENT\nMr Oliver Grant (instructed by Hale & Co) for the Claimant\nMs Priya Desai KC and Mr Tom Reed (instructed by Ward LLP) for the Defendant\nHearing date: 3 May 2023", []string{"oliver grant/counsel", "priya desai/counsel", "tom reed/counsel"}},
	} {
		got := partiesOf(t, c.text)
		if len(got) != len(c.want) {
			t.Errorf("%q: got %v, want %v", c.text, got, c.want)
		}
		for _, w := range c.want {
			if !got[w] {
				t.Errorf("%q: %s not read; got %v", c.text, w, got)
			}
		}
	}
}

// TestTranscriptIndex: a transcript's index of witnesses names its
// witnesses, page numbers after the names.
func TestTranscriptIndex(t *testing.T) {
	got := partiesOf(t, "TRANSCRIPT OF PROCEEDINGS\nBENCH TRIAL - DAY 2", "I N D E X\nWITNESSES FOR THE PLAINTIFF\nDIRECT CROSS REDIRECT\nJANET BROOKS 4 17 25\nOMAR HADDAD 31 40\nEXHIBITS\nPlaintiff's 12 admitted 22", "THE COURT: Be seated.\nMR. LEE: Thank you, Your Honor.\nQ. Please state your name.\nA. Janet Brooks.")
	if !got["janet brooks/witness"] || !got["omar haddad/witness"] || len(got) != 2 {
		t.Errorf("witnesses %v", got)
	}
}

// TestNumberedAddressees: a notice to a numbered list of addressees is to
// the first name of each item; a caption's bare label is no party.
func TestNumberedAddressees(t *testing.T) {
	got := partiesOf(t, "K. S. RAGHAVENDRA\nAdvocate\nDate: 02.05.2022\nTo,\n1. The Managing Director,\nM/s. Skyline Motors Pvt. Ltd.,\nNo. 7, Hosur Road, Bengaluru - 560029.\n2. The Authorised Signatory,\nZenwheel Automobiles India Ltd.,\nPlot 44, MIDC Chakan, Pune - 410501.\nSub: Legal notice for refund.\nSir,\nUnder instructions from my client I hereby serve upon you the following legal notice.\nYours faithfully,\n(K. S. Raghavendra)\nAdvocate")
	if !got["skyline motors/recipient"] || !got["zenwheel automobiles india/recipient"] {
		t.Errorf("addressees: %v", got)
	}
	for name, want := range map[string]bool{"Debtors": true, "the Plaintiffs": true, "Respondent": true, "Debtor Holdings LLC": false} {
		if notAParty(name) != want {
			t.Errorf("notAParty(%q) = %v, want %v", name, !want, want)
		}
	}
}

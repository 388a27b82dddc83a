package model

import (
	"strings"
	"testing"
)

// generalCase is one document written from general knowledge of legal
// papers of some jurisdiction, with the (name, role) pairs the rules must
// read from it and those they must never read.
type generalCase struct {
	name  string
	text  string   // one page; "\f" separates pages
	want  []string // "Name/role"
	never []string // "Name/role"
}

// runGeneral reads each case's document and checks its pairs (names
// compared by NameKey).
func runGeneral(t *testing.T, cases []generalCase) {
	t.Helper()
	for _, c := range cases {
		got := partiesOf(t, strings.Split(c.text, "\f")...)
		key := func(w string) string {
			i := strings.LastIndex(w, "/")
			return NameKey(w[:i]) + w[i:]
		}
		for _, w := range c.want {
			if !got[key(w)] {
				t.Errorf("%s: %s not read; got %v", c.name, w, got)
			}
		}
		for _, w := range c.never {
			if got[key(w)] {
				t.Errorf("%s: %s read", c.name, w)
			}
		}
	}
}

// TestCaptionsAcrossJurisdictions: captions as courts outside the common
// American layout print them: an Indian writ's particulars blocks closed by
// dotted labels at the end of their last line, Scottish "Pursuer" and
// "Defender" after "in the cause", labels in brackets (arbitrations), a
// "Between" line that is no part of the first name, "(s)" labels of federal
// forms, an English Crown Court caption that labels neither side, and a
// caption label followed by the document's title (no table).
func TestCaptionsAcrossJurisdictions(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "indian writ", text: "IN THE HIGH COURT OF JUDICATURE AT BOMBAY\nORDINARY ORIGINAL CIVIL JURISDICTION\nWRIT PETITION NO. 1123 OF 2022\nSuresh Kumar Patil\nS/o Late Ramesh Patil, aged 52 years,\nR/o Flat 4, Shanti Niwas, Dadar, Mumbai 400014 ...Petitioner\nVersus\n1. Municipal Corporation of Greater Mumbai\nthrough its Municipal Commissioner\n2. The State of Maharashtra ...Respondents\nP.C.:\n1. Heard learned counsel for the parties.",
			want:  []string{"Suresh Kumar Patil/petitioner", "Municipal Corporation of Greater Mumbai/respondent", "State of Maharashtra/respondent"},
			never: []string{"Ramesh Patil/petitioner", "Municipal Commissioner/respondent"}},
		{name: "scottish sheriff court", text: "SHERIFFDOM OF LOTHIAN AND BORDERS AT EDINBURGH\nJUDGMENT\nin the cause\nALAN DOUGLAS FRASER\nPursuer\nagainst\nCALEDONIAN HOMES LIMITED\nDefender\nEDINBURGH, 2 February 2024\nThe sheriff, having resumed consideration of the cause, finds in fact and law as follows.",
			want:  []string{"Alan Douglas Fraser/plaintiff", "Caledonian Homes Limited/defendant"},
			never: []string{"Sheriffdom of Lothian/plaintiff"}},
		{name: "bracketed labels", text: "IN THE MATTER OF AN ARBITRATION UNDER THE UNCITRAL ARBITRATION RULES\nBETWEEN\nSOLARIS MINING CORP.\n(Claimant)\nand\nTHE REPUBLIC OF ESTERIA\n(Respondent)\nFINAL AWARD",
			want: []string{"Solaris Mining Corp./plaintiff", "Republic of Esteria/respondent"}},
		{name: "bracketed labels beside names", text: "SINGAPORE INTERNATIONAL ARBITRATION CENTRE\nARB 123/22/ABC\nPROCEDURAL ORDER NO. 2\nBetween\nKAIROS SHIPPING PTE. LTD.              (Claimant)\nand\nPT NUSANTARA LOGISTIK                  (Respondent)\nDate: 6 June 2022",
			want: []string{"Kairos Shipping Pte. Ltd./plaintiff", "PT Nusantara Logistik/respondent"}},
		{name: "between line and title", text: "IN THE COUNTY COURT AT MANCHESTER\nClaim No: H40MA123\nBetween\nMR ADAM COLE\nClaimant\nand\nNORTHERN HOMES LIMITED\nDefendant\nORDER\nUPON the Claimant's application dated 2 May 2023\nUPON hearing the Claimant in person and Mr Kahn, counsel for the Defendant\nIT IS ORDERED THAT the claim is struck out.",
			want:  []string{"Adam Cole/plaintiff", "Northern Homes Limited/defendant"},
			never: []string{"Between Mr Adam Cole/plaintiff", "It is ordered that the claim is struck out/defendant"}},
		{name: "federal form labels", text: "UNITED STATES DISTRICT COURT\nfor the\nSouthern District of Texas\nGloria Mendoza\nPlaintiff(s)\nv.\nLonestar Freight Lines, Inc.\nDefendant(s)\nCivil Action No. 4:23-cv-01122\nSUMMONS IN A CIVIL ACTION",
			want: []string{"Gloria Mendoza/plaintiff", "Lonestar Freight Lines, Inc./defendant"}},
		{name: "crown court", text: "IN THE CROWN COURT AT SOUTHWARK\nIndictment No. T20227012\nTHE KING\nv\nMARCUS DELANEY\nSENTENCING REMARKS\n1. Marcus Delaney, you have pleaded guilty to fraud.",
			want: []string{"Marcus Delaney/defendant", "The King/plaintiff"}},
	})
}

// TestJudgesByTitle: whoever decides, named by a judicial title across
// systems (judicialTitles), a bench's label or list, or the style after
// the surname (judicialPostTitles); a title's own words are never a
// surname.
func TestJudgesByTitle(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "signed over the style", text: "SCHEDULING ORDER\nAND NOW, this 21st day of May, 2025, it is ORDERED as follows:\n1. Discovery closes on December 1, 2025.\n8. Questions about this Order should be directed to Maureen Carlucci, Civil Deputy to Judge Quarles.\n                    BY THE COURT:\n\n                    /s/ Theodora M. Quarles, J.", want: []string{"Theodora M. Quarles/judge"}, never: []string{"Maureen Carlucci/judge"}},
		{name: "scottish opinion", text: "OUTER HOUSE, COURT OF SESSION\n[2023] CSOH 41\nOPINION OF LORD BRAID\nIn the petition of\nFIONA MACLEOD\nPetitioner\n12 May 2023", want: []string{"Braid/judge", "Fiona Macleod/petitioner"}},
		{name: "sheriff", text: "SHERIFFDOM OF LOTHIAN AND BORDERS AT EDINBURGH\nJUDGMENT OF SHERIFF K J CAMPBELL KC\nin the cause\nALAN DOUGLAS FRASER\nPursuer", want: []string{"K J Campbell/judge"}},
		{name: "crown court judge", text: "IN THE CROWN COURT AT SOUTHWARK\nTHE KING\nv\nMARCUS DELANEY\nSENTENCING REMARKS\nHIS HONOUR JUDGE TOMLINSON KC\n1. You have pleaded guilty.", want: []string{"Tomlinson/judge"}},
		{name: "master and deputy district judge", text: "ORDER\nBEFORE MASTER DAGNALL\nUPON the Claimant's application\nBefore Deputy District Judge Harris sitting at Manchester Civil Justice Centre on 9 January 2024", want: []string{"Dagnall/judge", "Harris/judge"}},
		{name: "coram over two lines", text: "IN THE HIGH COURT OF JUDICATURE AT BOMBAY\nWRIT PETITION NO. 1123 OF 2022\nCORAM : A. S. GADKARI &\nN. J. JAMADAR, JJ.\nDATE : 14th March, 2022\nP.C.:\n1. Heard learned counsel for the parties.", want: []string{"A. S. Gadkari/judge", "N. J. Jamadar/judge"}},
		{name: "judge label", text: "SUPREME COURT OF VICTORIA\nJUDGE: Associate Justice Gardiner\nWHERE HELD: Melbourne\nJUDGMENT", want: []string{"Gardiner/judge"}},
		{name: "sole arbitrator label", text: "FINAL AWARD\nSole Arbitrator: Mr. David Kimura\nDate of dispatch to the Parties: 12 October 2022", want: []string{"David Kimura/judge"}},
		{name: "members listed", text: "Employment Tribunals\nClaimant: Mr T Okafor\nRespondent: Brightline Retail Limited\nBefore: Employment Judge Khan\nMembers: Ms P Lewis\nMr D Green\nJUDGMENT", want: []string{"Khan/judge", "P Lewis/judge", "D Green/judge"}},
		{name: "post title", text: "IN THE GENERAL DIVISION OF THE HIGH COURT OF THE REPUBLIC OF SINGAPORE\n[2025] SGHC 41\nOng Hwee Lin J\n14 January 2025\nJudgment reserved.", want: []string{"Ong Hwee Lin/judge"}},
		{name: "tribunal with honours", text: "TERMS OF REFERENCE\nThe Arbitral Tribunal:\nProfessor Dame Helen Carr DBE KC (President)\nMr Javier Ortiz (Co-arbitrator)", want: []string{"Helen Carr/judge", "Javier Ortiz/judge"}, never: []string{"Dame Helen Carr DBE/judge"}},
		{name: "title words are no surname", text: "SIGNED on this the 3rd day of March, 2021.\n______________________\nJUDGE PRESIDING\nPRESENT: HON. THEODORE R. WALSH, Surrogate", want: []string{"Theodore R. Walsh/judge"}, never: []string{"Presiding/judge", "Surrogate/judge"}},
	})
}

// TestAppearanceClauses: counsel named in the clause before the side they
// appear for, as orders and judgments across systems recite them: a list
// joined by "and", "with" or Bombay's "i/b", a designation after the name
// ("AGP", "Sr. Adv.", "solicitor"), a surname with its honorific, the firm
// in brackets (never counsel), an office that is no name, a heading
// ("On behalf of the Defendant:") and a stipulation's "attorneys for the
// parties" that name no one.
func TestAppearanceClauses(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "bombay", text: "CORAM : A. S. GADKARI, J.\nMr. Anil Deshmukh i/b Mr. Rohan Joshi for the Petitioner.\nMs. Kavita Rao, AGP for Respondent No. 2.\nFor Petitioner(s) : Mr. Tushar Deshmukh, Sr. Adv.\nP.C.:\n1. Heard learned counsel for the parties.",
			want: []string{"Anil Deshmukh/counsel", "Rohan Joshi/counsel", "Kavita Rao/counsel", "Tushar Deshmukh/counsel"}, never: []string{"Sr. Adv/counsel"}},
		{name: "crown court", text: "SENTENCING REMARKS\nMr A Barnes KC appeared for the Prosecution\nMiss F Doyle appeared for the Defendant\n1. You have pleaded guilty.",
			want: []string{"A Barnes/counsel", "F Doyle/counsel"}},
		{name: "english order recital", text: "ORDER\nUPON hearing the Claimant in person and Mr Kahn, counsel for the Defendant\nIT IS ORDERED THAT the claim is struck out.",
			want: []string{"Kahn/counsel"}},
		{name: "law report", text: "Judgment reserved.\nChloe Tan and Desmond Yeo (Harbourside Law LLP) for the claimant; Marcus Teo (Teo & Partners LLC) for the defendants.",
			want: []string{"Chloe Tan/counsel", "Desmond Yeo/counsel", "Marcus Teo/counsel"}, never: []string{"Harbourside Law LLP/counsel", "Teo & Partners LLC/counsel"}},
		{name: "appearances in brackets", text: "DECISION AND ORDER\nAppearances: Goldberg & Tan LLP (Nina Tan, Esq., of counsel) for petitioner; Thomas Hill, pro se.",
			want: []string{"Nina Tan/counsel"}, never: []string{"Goldberg & Tan LLP/counsel"}},
		{name: "agency decision", text: "DECISION\nRenee D. McKinney, Esq., for the General Counsel.\nElizabeth Kerwin, Esq. (Kerwin Labor Law), for the Charging Party.",
			want: []string{"Renee D. McKinney/counsel", "Elizabeth Kerwin/counsel"}},
		{name: "office and heading", text: "Marcus D. Hale (0087421)\nAssistant Prosecuting Attorney\nOn behalf of the Defendant:\nJanet R. Collier (0074321)",
			never: []string{"Assistant Prosecuting/counsel"}},
		{name: "stipulation", text: "STIPULATION OF SETTLEMENT\nIT IS HEREBY STIPULATED AND AGREED by and between the undersigned attorneys for the parties that this action is settled as follows:",
			never: []string{"It Is Hereby Stipulated/counsel"}},
	})
}

// TestLawyerBoxAndInitials: a form's box for the lawyer names counsel,
// and the same lawyer named by an initial in an order's appearances is
// one party with the full name, not two.
func TestLawyerBoxAndInitials(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "lawyer's box", text: "INITIATING APPLICATION (FAMILY LAW)\nLAWYER'S DETAILS (if applicant is represented)\n7. Name of law firm:  Coastal Family Lawyers\n   Lawyer's name:  Anita Rao                      Email:  arao@coastalfamily.com.au\f" +
			"ORDERS\nAppearances:\nMs A Rao (solicitor) for the Applicant\nMr M Feeney (solicitor) for the Respondent",
			want: []string{"Anita Rao/counsel", "M Feeney/counsel"}, never: []string{"A Rao/counsel", "Coastal Family Lawyers/counsel"}},
	})
}

// TestCommonwealthCaptionColumns: a South African or Australian caption
// numbers the parties on a side ("First Respondent") and prints the labels
// in a right column that an extraction may read after all the names; two
// people joined by "&" are two parties; an affidavit opens "I, the
// undersigned, NAME do hereby make oath"; a judge's line ending in "KC" is
// no silk's; "Adv." is no part of a name.
func TestCommonwealthCaptionColumns(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "label column", text: "IN THE HIGH COURT OF SOUTH AFRICA\nWESTERN CAPE DIVISION, CAPE TOWN\nCASE NO: 12345/2023\nIn the matter between:\nPIETER JOHANNES VAN WYK\n\nApplicant\n\nand\nSTELLENBOSCH WINE ESTATES (PTY) LTD\nTHE MINISTER OF AGRICULTURE\n\nFirst Respondent\nSecond Respondent\n\nFOUNDING AFFIDAVIT\nI, the undersigned,\nPIETER JOHANNES VAN WYK\ndo hereby make oath and say that:\n1. I am the applicant.",
			want:  []string{"Pieter Johannes van Wyk/petitioner", "Stellenbosch Wine Estates (Pty) Ltd/respondent", "The Minister of Agriculture/respondent", "Pieter Johannes van Wyk/declarant"},
			never: []string{"Pieter Johannes van Wyk/respondent"}},
		{name: "ampersand between people", text: "UNITED STATES TAX COURT\nRAMON A. ESTRADA & LUCIA M. ESTRADA,\nPetitioners,\nv.\nCOMMISSIONER OF INTERNAL REVENUE,\nRespondent.\nDocket No. 1234-23",
			want: []string{"Ramon A. Estrada/petitioner", "Lucia M. Estrada/petitioner"}},
		{name: "judge with silk letters", text: "IN THE CROWN COURT AT LEEDS\nHHJ Marcus Fenwick KC\nSENTENCING REMARKS\nCounsel for the first respondent: Adv. J. de Klerk SC",
			want: []string{"Marcus Fenwick/judge", "J. de Klerk/counsel"}, never: []string{"Marcus Fenwick/counsel", "Adv. J. de Klerk/counsel"}},
	})
}

// TestPrecisionOfNames: what no reader may list as a party however a page
// prints it: a petition's recital of the law, a number and a word left of
// an address, a paper named for a side, a form's label or a date of birth
// glued to a name; and a representation block under a side's label ("Mr
// X" / "Ms Y" / the firm) names counsel, not the side.
func TestPrecisionOfNames(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "kenyan petition", text: "REPUBLIC OF KENYA\nIN THE EMPLOYMENT AND LABOUR RELATIONS COURT AT NAIROBI\nPETITION NO. E045 OF 2023\nIN THE MATTER OF ARTICLES 22, 23 AND 47 OF THE CONSTITUTION OF KENYA\nAND\nIN THE MATTER OF THE ALLEGED CONTRAVENTION OF THE RIGHT TO FAIR ADMINISTRATIVE ACTION\nBETWEEN\nJOSEPH KIPCHUMBA KEMBOI\nPETITIONER\nAND\nTEACHERS SERVICE COMMISSION\nRESPONDENT",
			want:  []string{"Joseph Kipchumba Kemboi/petitioner", "Teachers Service Commission/respondent"},
			never: []string{"Articles 22/party", "47 of the Constitution of Kenya/party"}},
		{name: "glued labels", text: "IN THE SUPERIOR COURT OF JUSTICE\nHIS MAJESTY THE KING\nv.\nKEVIN JOSEPH DESROSIERS Date of birth 1991-07-22\nINFORMATION\nPlaintiff's Claim\nName Harold Vincent Pruitt\n12 Fitzwilliam",
			want:  []string{"Kevin Joseph Desrosiers/defendant", "His Majesty the King/plaintiff"},
			never: []string{"Plaintiff's Claim/counsel", "12 Fitzwilliam/plaintiff"}},
		{name: "representation block", text: "FINAL AWARD\nII. APPEARANCES\nClaimant:\n     Mr Adrian Lim\n     Ms Nurul Huda\n     Chandran Goh LLP, Singapore\n\nRespondent:\n     Ms Seo Yeon Kim\n     Mr Daniel Cho\n     Kim & Cho, Seoul",
			want:  []string{"Adrian Lim/counsel", "Nurul Huda/counsel", "Seo Yeon Kim/counsel", "Daniel Cho/counsel"},
			never: []string{"Adrian Lim/plaintiff", "Seo Yeon Kim/respondent"}},
	})
}

// TestRepresentationLines: a judgment's "Side: lawyers; agents" line (UK,
// Scotland) names counsel, never the side; "by and through his counsel, X,
// Esq." names counsel; a list's label is no part of its first name.
func TestRepresentationLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "scottish representation", text: "OUTER HOUSE, COURT OF SESSION\nOPINION OF LORD BRAID\nIn the petition of\nFIONA MACLEOD\nPetitioner\nPetitioner: Dewar KC; Balfour + Manson LLP\nRespondents: Ms Charteris KC; Scottish Government Legal Directorate\nPursuer: Mr Stewart, Advocate, instructed by Thorntons LLP",
			want:  []string{"Dewar/counsel", "Charteris/counsel", "Stewart/counsel", "Fiona Macleod/petitioner"},
			never: []string{"Dewar/petitioner", "Balfour + Manson LLP/petitioner", "Scottish Government Legal Directorate/respondent", "Advocate/plaintiff", "Stewart/plaintiff"}},
		{name: "through counsel", text: "ORDER\nTHIS MATTER having come before the Court on the motion of Plaintiff Kevin Brandt, by and through his counsel, Laura Chen, Esq., and the Court having considered the papers;",
			want: []string{"Laura Chen/counsel"}},
		{name: "list label", text: "ENDORSEMENT\nBEFORE: Justice M. Koehnen\nCOUNSEL: Paul Tremblay, for the Applicant\nSara Whitfield, for the Respondent",
			want: []string{"Paul Tremblay/counsel", "Sara Whitfield/counsel"}, never: []string{"COUNSEL: Paul Tremblay/counsel", "Counsel Paul Tremblay/counsel"}},
	})
}

// TestWitnessesInRulings: a ruling's account of who gave evidence names
// witnesses: "heard evidence from A, from B ... and from C", "heard the
// evidence of Mr X (CW-1)", "The Crown called the complainant, X, and
// Constable Y".
func TestWitnessesInRulings(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "rulings", text: "REASONS FOR JUDGMENT\n[2] The Crown called the complainant, Jason Lui, and Constable Lisa Marchand, who arrived after the altercation.\n[3] At the investigation meeting I heard evidence from Mr Parata, from Glen Mackay, Harbourside's operations manager, and from Sina Tuilagi, its human resources advisor.\n[4] The Tribunal heard the evidence of Mr Budi Santoso (CW-1), the Claimant's project director.",
			want:  []string{"Jason Lui/witness", "Lisa Marchand/witness", "Glen Mackay/witness", "Sina Tuilagi/witness", "Budi Santoso/witness"},
			never: []string{"Constable Lisa Marchand/witness"}},
	})
}

// TestCounselColumns: lawyers listed below a heading: two "Counsel for"
// headings side by side, each over its own column, and "represented by"
// alone on its line under a party's address; a firm is never counsel.
func TestCounselColumns(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "two columns", text: "PROCEDURAL ORDER NO. 2\nCounsel for the Claimant               Counsel for the Respondent\nMr Lim Wei Jie                          Ms Dewi Hartono\nMs Tan Mei Ling                         Mr Budi Santoso\nRajah & Tann Singapore LLP              Hartono Partners\n\nDate: 6 June 2022",
			want:  []string{"Lim Wei Jie/counsel", "Tan Mei Ling/counsel", "Dewi Hartono/counsel", "Budi Santoso/counsel"},
			never: []string{"Lim Wei Jie/respondent", "Hartono Partners/counsel"}},
		{name: "represented by", text: "TERMS OF REFERENCE\nClaimant:\nVELA RENEWABLES S.P.A.\nVia Roma 12, 20121 Milan, Italy\nrepresented by\nMr Marco Bellini\nMs Giulia Conti\nStudio Legale Bellini\nRespondent:\nAKTAS INSAAT A.S.\nrepresented by\nDr Emre Yilmaz\nYilmaz & Partners",
			want:  []string{"Marco Bellini/counsel", "Giulia Conti/counsel", "Emre Yilmaz/counsel"},
			never: []string{"Studio Legale Bellini/counsel", "Yilmaz & Partners/counsel"}},
	})
}

// TestFormLabelsInCapitals: a court form's party boxes printed in capitals
// ("PETITIONER: DANIEL ORTIZ", "RESPONDENT: CARLA ORTIZ").
func TestFormLabelsInCapitals(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "judicial council form", text: "SUPERIOR COURT OF CALIFORNIA, COUNTY OF FRESNO\nPETITIONER: DANIEL ORTIZ\nRESPONDENT: CARLA ORTIZ\nREQUEST FOR ORDER\nCASE NUMBER: 22FL0412\n1. A hearing on this Request for Order will be held as follows:",
			want: []string{"Daniel Ortiz/petitioner", "Carla Ortiz/respondent"}},
	})
}

// TestCounselThenSolicitors: a Commonwealth judgment lists counsel under
// "Counsel" ("For the Plaintiff: Mr J Smith SC with Ms K Lee") and then the
// firms under "Solicitors": the firms are never counsel.
func TestCounselThenSolicitors(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "victoria", text: "JUDGMENT\nCounsel\nFor the Plaintiff: Mr J Smith SC with Ms K Lee\nFor the Defendant: Ms R Patel\nSolicitors\nFor the Plaintiff: Allens\nFor the Defendant: Minter Ellison",
			want: []string{"J Smith/counsel", "K Lee/counsel", "R Patel/counsel"}, never: []string{"Minter Ellison/counsel", "Allens/counsel"}},
	})
}

// TestTribunalMembersInBrackets: an arbitral tribunal listed one member a
// line with the member's place in brackets ("Ms X (Presiding
// Arbitrator)", "Mr Y SC (Co-arbitrator)"), under any heading or none, is
// the bench; an arbitrator a party designates, with the arbitrator's
// chambers or address between the name and "as arbitrator", is one of it;
// names keep their letters outside ASCII ("Tomás Ibáñez", "Åsa
// Lindström"), as counsel named in prose do. A lawyer's bracketed side is
// no place on the bench.
func TestTribunalMembersInBrackets(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "procedural order's tribunal with bracketed places",
			text:  "PROCEDURAL ORDER NO. 1\n1. THE ARBITRAL TRIBUNAL AND ITS TERMS OF APPOINTMENT\nMs Helen Achebe (Presiding Arbitrator)\nMr Rafael Ortiz SC (Co-arbitrator)\nProfessor Lee Min-jun (Co-arbitrator)\n1.1 The Tribunal held a first procedural meeting by video on 4 May 2025.\nFor the Claimant: Ms Clara Voss (Counsel for the Claimant)",
			want:  []string{"Helen Achebe/judge", "Rafael Ortiz/judge", "Lee Min-jun/judge"},
			never: []string{"Helen Achebe/counsel", "Rafael Ortiz/counsel", "Clara Voss/judge"},
		},
		{
			name: "an institution's letter constituting the tribunal",
			text: "ARBITRATION CENTRE\n3 June 2025\nDear Counsel,\nThe Centre confirms the appointment of the sole arbitrator. The Arbitral Tribunal is therefore constituted as follows:\nDr Anja Weber (Sole Arbitrator)\nThe file is transmitted to the Tribunal with this letter.\nYours faithfully,\nNadia Osman\nCase Counsel",
			want: []string{"Anja Weber/judge"},
		},
		{
			name:  "designated with chambers, names outside ASCII",
			text:  "NOTICE OF ARBITRATION\n6. The Claimant designates Mr Tomás Ibáñez KC, of Essex Court Chambers, 24 Lincoln's Inn Fields, London, as arbitrator.\n7. The Respondent is represented in this arbitration by Ms Åsa Lindström and Mr Callum Reid of Norrsken Fraser LLP.",
			want:  []string{"Tomás Ibáñez/judge", "Åsa Lindström/counsel", "Callum Reid/counsel"},
			never: []string{"Tomás Ibáñez/counsel", "Åsa Lindstr/counsel", "Essex Court Chambers/judge"},
		},
	})
}

// TestDecisionMakerInApposition: a decision-maker named in apposition to
// the office ("the adjudicator, Dr X", "the sole arbitrator, Mr Y KC"), as
// a claim to enforce or challenge a decision names who made it, is a
// judge; the office's word alone, or a party's expert, is not.
func TestDecisionMakerInApposition(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "adjudicator named in a claim's details",
			text:  "PARTICULARS OF CLAIM\n1. The Claimant seeks summary judgment to enforce the decision of the adjudicator, Dr Fiona Greaves MCIArb, dated 3 March 2025, by which the Defendant was ordered to pay GBP 212,000.\n2. The Defendant's expert, Mr Owen Pugh, gave evidence in the adjudication.",
			want:  []string{"Fiona Greaves/judge"},
			never: []string{"Owen Pugh/judge", "Fiona Greaves/counsel"},
		},
		{
			name:  "sole arbitrator in apposition",
			text:  "ORDER\nUPON the Claimant's application under section 68 of the Arbitration Act 1996 challenging the award made on 2 May 2025 by the sole arbitrator, Mr Sunil Varma KC,\nIT IS ORDERED THAT the application is dismissed.",
			want:  []string{"Sunil Varma/judge"},
			never: []string{"Sunil Varma/counsel"},
		},
	})
}

// TestArbitralLabelledLines: terms of reference and procedural orders list
// the parties, their counsel and the tribunal as labelled lines, often
// numbered ("1. Claimant: X, address", "4. Respondent's counsel: Ms Y,
// Firm, City", "5. Co-arbitrator nominated by the Claimant: Prof. Dr. Z,
// City", "7. President: Dame W KC"): the party is the name before the
// address, the lawyers are the names before their firm, the members are
// judges. The address, the firm and the city are no one.
func TestArbitralLabelledLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "terms of reference",
			text:  "TERMS OF REFERENCE\nICC Case No. 27140/GR\nA. THE PARTIES AND THEIR COUNSEL\n1. Claimant: Halvard Offshore A/S, Strandgata 4, 5013 Bergen, Norway\n2. Counsel for the Claimant: Mr Erik Solberg and Ms Ingrid Dahl, Solberg Dahl Advokatfirma AS, Bergen\n3. Respondent: Petromar Servicios S.A., Av. Reforma 250, Mexico City\n4. Respondent's counsel: Ms Carmen Ruiz, Ruiz & Vega S.C., Mexico City\nB. THE ARBITRAL TRIBUNAL\n5. Co-arbitrator nominated by the Claimant: Prof. Dr. Anna Keller, Bahnhofstrasse 1, Zurich\n6. Co-arbitrator nominated by the Respondent: Mr Diego Fuentes, Madrid\n7. President: Dame Judith Hale DBE KC, London\n8. The seat of the arbitration is London.",
			want:  []string{"Halvard Offshore A/S/plaintiff", "Petromar Servicios S.A./respondent", "Erik Solberg/counsel", "Ingrid Dahl/counsel", "Carmen Ruiz/counsel", "Anna Keller/judge", "Diego Fuentes/judge", "Judith Hale/judge"},
			never: []string{"Solberg Dahl Advokatfirma AS/counsel", "Ruiz & Vega S.C./counsel", "Strandgata/plaintiff", "Bergen/counsel", "Zurich/judge", "London/judge"},
		},
	})
}

// TestAppearancesInOneLine: an award's or an order's appearances may give
// both sides on one line after a heading ("Appearances: For Claimant: A,
// Esq. and B, Esq., Firm. For Respondent: C, Esq., Firm."): each lawyer is
// counsel, and neither the heading, the side's label nor the firm is part
// of a name. A Mexican company's form ("S.A. de C.V.") ends its name.
func TestAppearancesInOneLine(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "both sides after one heading",
			text:  "INTERNATIONAL CENTRE FOR DISPUTE RESOLUTION\nCase No. 01-25-0001-4410\nCOMERCIALIZADORA DEL NORTE, S.A. DE C.V.,\nClaimant,\nv.\nBLUE RIVER FARMS, INC.,\nRespondent.\nPARTIAL AWARD\nAppearances: For Claimant: Rosa Malik, Esq. and Tom Berg, Esq., Malik Berg LLP. For Respondent: Anne Frey, Esq., Frey & Stone LLP.\nThe hearing was held on 3 and 4 March 2025.",
			want:  []string{"Rosa Malik/counsel", "Tom Berg/counsel", "Anne Frey/counsel", "Comercializadora del Norte, S.A. de C.V./plaintiff", "Blue River Farms, Inc./respondent"},
			never: []string{"For Claimant: Rosa Malik/counsel", "Malik Berg LLP/counsel", "Frey & Stone LLP/counsel"},
		},
	})
}

package model

import (
	"strings"
	"testing"
)

// TestCaptionAddressLines: state-court captions print each party's
// address under its name, and a "SERVE:" block (a registered agent, or a
// home address) under each defendant; the address's last line often ends
// with the comma that runs the caption on ("Richmond, Virginia 23219,").
// No address line is a name or part of one.
func TestCaptionAddressLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "virginia caption with addresses and serve blocks",
			text:  "VIRGINIA:\nIN THE CIRCUIT COURT OF THE CITY OF RICHMOND\nMARGARET L. OYELARAN\n2210 Monument Avenue\nRichmond, Virginia 23220,\n\nPlaintiff,\nv.\nCase No. CL24-1187\nTIDEWATER ROOFING CO.\nSERVE: Paul D. Hensley, Registered Agent\n100 Main Street, Suite 400\nNorfolk, Virginia 23510\nand\nGARY T. WYNN\nSERVE: 88 Laurel Lane\nChesapeake, Virginia 23322,\nDefendants.\nCOMPLAINT\nPlaintiff states as follows.",
			want:  []string{"Margaret L. Oyelaran/plaintiff", "Tidewater Roofing Co./defendant", "Gary T. Wynn/defendant"},
			never: []string{"Virginia 23220/plaintiff", "Richmond/plaintiff", "Margaret L. Oyelaran Richmond/plaintiff", "Gary T. Wynn Chesapeake/defendant", "Virginia 23322/defendant", "Paul D. Hensley/defendant"},
		},
		{
			name:  "two plaintiffs over one address with a ZIP+4 and a period",
			text:  "IN THE CIRCUIT COURT OF FAIRFAX COUNTY\nDEVIN R. CHO\nand\nANNA M. CHO\n4 Ridge Court\nReston, VA 20190-3321.\nPlaintiffs,\nv.\nHILLTOP POOLS, LLC,\nDefendant.\nCase No. CL 2024-9921",
			want:  []string{"Devin R. Cho/plaintiff", "Anna M. Cho/plaintiff", "Hilltop Pools, LLC/defendant"},
			never: []string{"VA 20190-3321/plaintiff", "Reston/plaintiff", "Anna M. Cho Reston/plaintiff"},
		},
	})
}

// TestCaptionTitleColumn: a federal caption's right column (the case
// number, then the paper's title wrapped over several lines, a noting
// date) comes out of the page's text between the name lines and their
// label. The title's lines, the ones that carry a paper's word and the
// lines that continue them, are no names; nor is a party's description
// wrapped onto its own line ("a" / "Delaware limited liability company,").
func TestCaptionTitleColumn(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "complaint title wrapped in the right column",
			text:  "UNITED STATES DISTRICT COURT\nDISTRICT OF OREGON\n\nCASCADE ORCHARD SUPPLY, INC., a\nDelaware corporation,\n\nCOMPLAINT FOR BREACH OF\nCONTRACT AND UNJUST\nENRICHMENT\n\nPlaintiff,\n\nCase No. 3:24-cv-00912\n\nv.\nDEMAND FOR JURY TRIAL\n\nHOLBROOK PACKAGING LLC, an\nIdaho limited liability company,\nDefendant.\n\nPlaintiff alleges as follows.",
			want:  []string{"Cascade Orchard Supply, Inc./plaintiff", "Holbrook Packaging LLC/defendant"},
			never: []string{"Contract/plaintiff", "Unjust Enrichment/plaintiff", "Enrichment/plaintiff", "Delaware corporation/plaintiff", "Idaho limited liability company/defendant"},
		},
		{
			name:  "declaration title naming the declarant",
			text:  "UNITED STATES DISTRICT COURT\nDISTRICT OF OREGON\n\nCASCADE ORCHARD SUPPLY, INC., a\nDelaware corporation,\n\nCase No. 3:24-cv-00912\n\nDECLARATION OF MAYA R.\nLINDQVIST IN SUPPORT OF\nDEFENDANT'S MOTION TO\nCOMPEL ARBITRATION\n\nPlaintiff,\n\nv.\n\nHOLBROOK PACKAGING LLC, an\nIdaho limited liability company,\nDefendant.\n\nI, Maya R. Lindqvist, declare as follows:",
			want:  []string{"Cascade Orchard Supply, Inc./plaintiff", "Holbrook Packaging LLC/defendant", "Maya R. Lindqvist/declarant"},
			never: []string{"Lindqvist/plaintiff", "Compel Arbitration/plaintiff", "Delaware corporation/plaintiff"},
		},
		{
			name:  "stipulated motion title and noting date",
			text:  "UNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF WASHINGTON\nAT TACOMA\n\nRAINIER TIMBER WORKS, INC., a\nWashington corporation,\n\nNo. 3:24-cv-05511-BHS\n\nSTIPULATED MOTION AND\n[PROPOSED] ORDER TO CONTINUE\nTRIAL AND RELATED DATES\n\nPlaintiff,\n\nv.\n\nOLYMPIA MILLWRIGHTS LLC,\n\nNOTE ON MOTION CALENDAR:\nMarch 3, 2025\n\nDefendant.\n\nThe parties stipulate as follows.",
			want:  []string{"Rainier Timber Works, Inc./plaintiff", "Olympia Millwrights LLC/defendant"},
			never: []string{"Trial and Related Dates/plaintiff", "Related Dates/plaintiff", "Washington corporation/plaintiff", "Stipulated/plaintiff"},
		},
		{
			name: "one column caption with the case number above the name",
			text: "IN THE DISTRICT COURT OF TULSA COUNTY\nSTATE OF OKLAHOMA\nCase No. CJ-2024-3321\nDARNELL K. WEBB,\nPlaintiff,\nv.\nSOONER AUTO GLASS, INC.,\nDefendant.\nPETITION",
			want: []string{"Darnell K. Webb/plaintiff", "Sooner Auto Glass, Inc./defendant"},
		},
	})
}

// TestOfficersInAndForAState: an officer's commission "in and for the
// State of X" (a court reporter's certificate, a notary's jurat) names the
// State the office is held in, not a side the officer appears for: the
// officer is no counsel. A prosecutor who appears "for the State" is.
func TestOfficersInAndForAState(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "court reporter's certificate",
			text:  "REPORTER'S CERTIFICATE\nI, Carla M. Voss, a Certified Court Reporter in and for the State of Oregon, do hereby certify that the foregoing deposition of JAMES T. ROWE was taken before me on March 4, 2025, and that the witness was first duly sworn by me.\nDated this 14th day of March, 2025.\ns/ Carla M. Voss\nCarla M. Voss, CSR No. 2211",
			never: []string{"Carla M. Voss/counsel"},
		},
		{
			name:  "notary in and for the county",
			text:  "Subscribed and sworn to before me this 3rd day of June, 2024, by Peter Lang, a Notary Public in and for the County of Cook, State of Illinois.",
			never: []string{"Peter Lang/counsel"},
		},
		{
			name: "prosecutor for the State",
			text: "MINUTES OF PROCEEDINGS\nAPPEARANCES: Rhea Olsen for the State; Tomas Vidal for the Defendant.",
			want: []string{"Rhea Olsen/counsel", "Tomas Vidal/counsel"},
		},
	})
}

// TestJudgeTitleAfterComma: a state judge signs over her office with the
// court after a comma ("Judge, State Court of Fulton County", "Judge,
// Superior Court"); she is the judge, not counsel, though her name
// follows "/s/" as a lawyer's does. A judicial title's word at the head of
// a contract's name ("Master Lease Agreement No. 12", "Master Services
// Agreement") names no judge.
func TestJudgeTitleAfterComma(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "state court judge signs with the court after a comma",
			text:  "ORDER ON MOTION TO COMPEL\nThe motion is GRANTED.\nSO ORDERED this 9th day of January, 2025.\n/s/ Ellen P. Marsh\nEllen P. Marsh\nJudge, State Court of Fulton County\nPrepared and presented by:\n/s/ Tom Reyes\nTom Reyes\nGeorgia Bar No. 123456\nAttorneys for Plaintiff",
			want:  []string{"Ellen P. Marsh/judge", "Tom Reyes/counsel"},
			never: []string{"Ellen P. Marsh/counsel"},
		},
		{
			name:  "master agreements",
			text:  "4. On March 1, 2022, the parties entered into Master Lease Agreement No. ML-2201 for ten trucks, and later into a Master Services Agreement.",
			never: []string{"Lease Agreement No/judge", "Lease Agreement/judge", "Services Agreement/judge"},
		},
		{
			name:  "master agreement over two words",
			text:  "Claimant brings this demand under Section 18.2 of the parties' Master Subscription and Services\nAgreement dated March 1, 2022, and the Master Purchase, Supply Agreement.\n18.2 of the Master Subscription and Services Agreement dated March 1, 2022",
			never: []string{"Subscription/judge", "Purchase/judge"},
		},
	})
}

// TestCopiedCouple: a letter copied to two clients who share a surname
// names them once ("cc: Daniel and Ruth Smith (via email)"): each is a
// recipient.
func TestCopiedCouple(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "couple on a cc line",
			text:  "HALE FIRM LLP\n1 Main St, Atlanta, GA 30303\nOctober 2, 2024\nVIA EMAIL\nGrace Okafor, Esq.\nOkafor Law LLC\nRe: Smith v. Jones\nDear Ms. Okafor:\nWe write about discovery.\nVery truly yours,\nMartin J. Hale\ncc: Daniel and Ruth A. Smith (via email)\n    Peter Wong, Esq.",
			want:  []string{"Daniel Smith/recipient", "Ruth A. Smith/recipient", "Peter Wong/recipient", "Martin J. Hale/sender"},
			never: []string{"Daniel and Ruth A. Smith/recipient"},
		},
		{
			name:  "a firm with an ampersand on a cc line",
			text:  "HALE FIRM LLP\n1 Main St, Atlanta, GA 30303\nOctober 2, 2024\nVIA EMAIL\nGrace Okafor, Esq.\nOkafor Law LLC\nRe: Smith v. Jones\nDear Ms. Okafor:\nWe write about discovery.\nVery truly yours,\nMartin J. Hale\ncc: Baker & Hostetler LLP",
			never: []string{"Baker LLP/recipient", "Hostetler LLP/recipient"},
		},
	})
}

// TestMailHeaderValuesApart: Outlook's printout of a message sets its
// header labels in a column and, as a PDF's text comes out, each value on
// the line after its label; a reply's own "To:" and "Cc:" often name
// people from the address book alone ("Roe, Jane; Doe, John"), with no
// address, above the quoted original whose header does carry addresses.
func TestMailHeaderValuesApart(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "reply with bare names over the quoted original",
			text:  "Abbott, Leah\nFrom:\nNorris, Daniel <dnorris@norrislaw.com>\nSent:\nMonday, March 3, 2025 4:12 PM\nTo:\nAbbott, Leah\nCc:\nQuill, Martin; Teresa Vogel\nSubject:\nRE: Production schedule\nLeah,\nWe will produce the remaining documents on March 10, 2025.\nDan\n-----Original Message-----\nFrom: Abbott, Leah <labbott@abbottgrey.com>\nSent: Friday, February 28, 2025 9:30 AM\nTo: Norris, Daniel <dnorris@norrislaw.com>\nSubject: Production schedule\nDan, when will the rest of the production arrive?\nLeah",
			want:  []string{"Daniel Norris/sender", "Leah Abbott/recipient", "Martin Quill/recipient", "Teresa Vogel/recipient", "Leah Abbott/sender", "Daniel Norris/recipient"},
			never: []string{"Production schedule/recipient"},
		},
	})
}

// TestMiddleInitialAcrossRoles: a lawyer signs a certificate of service
// with his middle initial ("Owen B. Staley") and an email copies him from
// the address book without it ("Cc: Staley, Owen"); a client named in full
// in a demand letter is copied on the reply as "Luca Ferrandina". One
// person, each role kept, under the fuller name; two fuller names that
// could be meant stay apart.
func TestMiddleInitialAcrossRoles(t *testing.T) {
	got := partiesOfDocs(t,
		"CERTIFICATE OF SERVICE\nI hereby certify that the foregoing was served this day by electronic mail on counsel of record.\nThis the 22nd day of July, 2024.\n/s/ Owen B. Staley\nOwen B. Staley\nN.C. State Bar No. 60114\nAttorney for Defendants",
		"From: Castellow, Rhiannon <rcastellow@castellowtate.com>\nSent: Thursday, September 12, 2024 5:07 PM\nTo: Ward, Thomas <tward@wardbriscoe.com>\nCc: Staley, Owen <ostaley@castellowtate.com>\nSubject: Depositions\nTom, we can do October 9.\nRhiannon")
	if !got["owen b staley/recipient"] || got["owen staley/recipient"] {
		t.Errorf("the copied lawyer is not named by his fuller name: %v", got)
	}
	two := partiesOfDocs(t,
		"Respectfully submitted,\n/s/ John A. Reed\nJohn A. Reed\nJohn P. Reed\nReed & Reed LLP\nAttorneys for Plaintiff",
		"From: Dana Cole <dcole@colelaw.com>\nSent: Monday, May 5, 2025 9:00 AM\nTo: John Reed <jreed@reedlaw.com>\nSubject: Scheduling\nJohn, are you free Friday?\nDana")
	if !two["john reed/recipient"] {
		t.Errorf("a short name that two fuller names could mean stays as written: %v", two)
	}
}

// TestCopyListAddressBlocks: an agency's notice or a lawyer's letter
// copies each side's lawyer with the lawyer's firm and postal address
// under the name, and what the lawyer is in brackets on the last line.
// The lawyers are recipients; the firms under them and the address lines
// are not; a one-name-a-line list still gives each name.
func TestCopyListAddressBlocks(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "copies with firms and addresses",
			text:  "U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION\nNew York District Office\n33 Whitehall Street, 5th Floor\nNew York, NY 10004\nDETERMINATION AND NOTICE OF RIGHTS\nTo: Ms. Dana Pryor\n12 Elm Street\nYonkers, NY 10701\nRe: Dana Pryor v. Hudson Freight, Inc.\nEEOC Charge No: 520-2024-00411\nThe EEOC will not proceed further with its investigation.\nOn behalf of the Commission:\nDigitally Signed By: Gloria M. Tate\n03/14/2024\nGloria M. Tate\nGloria M. Tate\nDistrict Director\ncc: Harold Benning, Esq.\nBenning Shaw LLP\n200 Park Avenue, 11th Floor\nNew York, NY 10166\n(for Respondent)\nAnita Kolb, Esq.\nKolb & Marsh PLLC\n45 Broadway, Suite 900\nNew York, NY 10006\n(for Charging Party)",
			want:  []string{"Harold Benning/recipient", "Anita Kolb/recipient", "Gloria M. Tate/sender", "Dana Pryor/recipient"},
			never: []string{"Benning Shaw LLP/recipient", "Kolb & Marsh PLLC/recipient", "New York/recipient"},
		},
		{
			name: "one name a line",
			text: "Dear Mr. Ortiz:\nEnclosed is the signed release.\nVery truly yours,\n/s/ Paula J. Greer\nPaula J. Greer\ncc: Martin Ortiz\nSandra Ortiz\nLakeview Title Company",
			want: []string{"Martin Ortiz/recipient", "Sandra Ortiz/recipient", "Lakeview Title Company/recipient"},
		},
	})
}

// TestLetterToTheJudge: a letter-motion filed on the court's electronic
// system is marked "VIA ECF" and addressed to the judge in chambers; the
// judge endorses it below ("SO ORDERED."). The mode of filing names no
// one; the judge is its recipient and the judge.
func TestLetterToTheJudge(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "letter-motion to the judge",
			text:  "HARTWELL & BOYD LLP\n500 Fifth Avenue, New York, NY 10110\nElena Ruiz\nPartner\neruiz@hartwellboyd.com\nJanuary 8, 2025\nVIA ECF\nThe Honorable Martin R. Okafor\nUnited States District Judge\nSouthern District of New York\n500 Pearl Street\nNew York, New York 10007\nRe: Lane v. Coastline Media, Inc., No. 1:24-cv-03310 (MRO)\nDear Judge Okafor:\nThis firm represents Defendant Coastline Media, Inc. We write, with Plaintiff's consent, to request a two-week extension of the time to answer.\nRespectfully submitted,\n/s/ Elena Ruiz\nElena Ruiz\ncc: All counsel of record (via ECF)\nApplication GRANTED.\nSO ORDERED.\nDated: January 10, 2025\nMARTIN R. OKAFOR\nUnited States District Judge",
			want:  []string{"Elena Ruiz/sender", "Elena Ruiz/counsel", "Martin R. Okafor/recipient", "Martin R. Okafor/judge"},
			never: []string{"via ECF/recipient", "Martin R. Okafor/counsel"},
		},
	})
}

// TestNotaryWithinAndFor: a New York reporter's certificate commissions
// the reporter "a Notary Public within and for the State of New York"; the
// office's State is no side appeared for, so the reporter is no counsel.
func TestNotaryWithinAndFor(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "new york reporter's certificate",
			text:  "C E R T I F I C A T E\nSTATE OF NEW YORK )\n) ss.:\nCOUNTY OF NEW YORK )\nI, DIANE K. MORROW, a Notary Public within and for the State of New York, do hereby certify that PAUL T. REEVES, the witness whose deposition is hereinbefore set forth, was duly sworn by me, and that such deposition is a true record of the testimony given by the witness.\nIN WITNESS WHEREOF, I have hereunto set my hand this 24th day of February, 2025.\nDIANE K. MORROW, RPR",
			never: []string{"Diane K. Morrow/counsel"},
		},
	})
}

// TestFullMiddleNameJoins: an affidavit's full name ("Robert James
// Ellis") and an email's "Robert Ellis" are one person, whose Brief entry
// holds both roles under the full name; two fuller names that could be
// meant ("Robert James Ellis", "Robert Alan Ellis") leave the email's as
// written.
func TestFullMiddleNameJoins(t *testing.T) {
	affidavit := "AFFIDAVIT OF ROBERT JAMES ELLIS\nI, Robert James Ellis, make oath and say as follows:\n1. I am a director of the claimant.\nSworn before me on 8 August 2023.\nSigned: Robert James Ellis"
	email := "From: Dimitris Karras <dk@orionshipping.gr>\nSent: 14 June 2023 08:02\nTo: Robert Ellis <r.ellis@castlefordmarine.co.uk>\nSubject: Hire statement\nRobert, the statement is attached.\nDimitris"
	got := partiesOfDocs(t, affidavit, email)
	if !got["robert james ellis/recipient"] || got["robert ellis/recipient"] {
		t.Errorf("the email's recipient takes the full name: %v", got)
	}
	got = partiesOfDocs(t, affidavit, strings.ReplaceAll(strings.ReplaceAll(affidavit, "James", "Alan"), "JAMES", "ALAN"), email)
	if !got["robert ellis/recipient"] {
		t.Errorf("two fuller names: the email's spelling is kept: %v", got)
	}
}

// TestUnlabelledCaption: a caption that names both sides with no role label
// (Louisiana's "X / VERSUS / Y"): the names above the versus brought the
// case, those below are sued, and the prose's "petitioners" for the same
// people is no second role. A labelled caption is read as before, and a
// court's or a venue's line is never a side.
func TestUnlabelledCaption(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "versus between two blocks of names",
			text:  "TWENTY-SECOND JUDICIAL DISTRICT COURT FOR THE PARISH OF ST. TAMMANY\n\nSTATE OF LOUISIANA\n\nNO. 2023-14402                      DIVISION \"B\"\n\nROSALIND T. MOUTON AND EUGENE P. MOUTON\n\nVERSUS\n\nBAYOU HARBOR PROPERTIES, L.L.C., DELTA FIRST ROOFING, INC.\nAND GRANT W. SAUCIER\n\nFILED: ____________________          ______________________\n                                     DEPUTY CLERK\n\nPETITION FOR BREACH OF CONTRACT\n\nNOW INTO COURT, through undersigned counsel, come petitioners, ROSALIND T. MOUTON and EUGENE P. MOUTON, who respectfully represent:\n\n1. The roof of petitioners' home failed on May 2, 2023.",
			want:  []string{"Rosalind T. Mouton/plaintiff", "Eugene P. Mouton/plaintiff", "Bayou Harbor Properties, L.L.C./defendant", "Delta First Roofing, Inc./defendant", "Grant W. Saucier/defendant"},
			never: []string{"State of Louisiana/plaintiff", "Deputy Clerk/defendant", "Rosalind T. Mouton/petitioner"},
		},
		{
			name:  "a labelled caption keeps its labels",
			text:  "IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\n\nHELENA V. BROOKS,\n          Petitioner,\n\nv.\n\nMARTIN D. BROOKS,\n          Respondent.\n\nPETITION FOR DISSOLUTION OF MARRIAGE\n\nPetitioner states as follows.",
			want:  []string{"Helena V. Brooks/petitioner", "Martin D. Brooks/respondent"},
			never: []string{"Helena V. Brooks/plaintiff", "Martin D. Brooks/defendant"},
		},
	})
}

// TestNewYorkCaptionAgainst: a PDF's text joins a New York caption's
// "-against-" to the defendant's line below it as a hyphenated word
// ("-againstACME CORP. and"); and a defendant whose surname is "Court"
// ("GRAHAM T. COURT,") is a person, not the court's heading, while the
// court's own heading lines still end the caption.
func TestNewYorkCaptionAgainst(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "against joined to the defendants",
			text:  "UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\n------------------------------------x\nDIANA P. MORALES,\nPlaintiff,\n-againstHALVERSON DIGITAL, INC. and\nPETER J. COURT,\nDefendants.\n------------------------------------x\n:\n: Case No. 1:24-cv-07781\n: COMPLAINT\n:\nPlaintiff Diana P. Morales alleges as follows.",
			want:  []string{"Diana P. Morales/plaintiff", "Halverson Digital, Inc./defendant", "Peter J. Court/defendant"},
			never: []string{"United States District Court/plaintiff", "Southern District of New York/plaintiff"},
		},
		{
			name: "a surname that is a court word, one defendant",
			text: "SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF KINGS\nLENA ABRAMS,\nPlaintiff,\n- against -\nELLEN COURT,\nDefendant.\nIndex No. 512233/2024\nSUMMONS",
			want: []string{"Lena Abrams/plaintiff", "Ellen Court/defendant"},
		},
		{
			name:  "court headings stay headings",
			text:  "IN THE COUNTY COURT\nHARRIS COUNTY COURT AT LAW\nMARION SUPERIOR COURT\nJOHN A. SMITH,\nPlaintiff,\nv.\nACME STORES, INC.,\nDefendant.\nORIGINAL PETITION",
			want:  []string{"John A. Smith/plaintiff", "Acme Stores, Inc./defendant"},
			never: []string{"Marion Superior Court/plaintiff", "Harris County Court at Law/plaintiff"},
		},
	})
}

// TestConsentSignatures: a letter agreement closes with "AGREED AND
// CONSENTED TO:" and the parties' signatures: a company's name over "By:"
// its officer with "Name:", "Title:" and "Date:" (the company is the
// party, the officer no party of her own), and a person who signs for his
// company and again "individually" (a party himself). A lawyer's
// approval below its own heading is no party's consent.
func TestConsentSignatures(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "two companies and a guarantor",
			text:  "If the foregoing reflects our agreement, please have your clients countersign below.\nVery truly yours,\n/s/ Dana R. Holt\nDana R. Holt\nAGREED AND CONSENTED TO:\nBAYSIDE PRINTWORKS, LLC\nBy: /s/ Irene Castell\nName: Irene Castell\nTitle: Managing Member\nDate: May 2, 2025\nKORVAN SUPPLY, INC.\nBy: /s/ Peter J. Korvan\nName: Peter J. Korvan\nTitle: President\nDate: May 3, 2025\n/s/ Peter J. Korvan\nPETER J. KORVAN, individually\nDate: May 3, 2025\nAPPROVED AS TO FORM:\n/s/ Lena Fisk\nLena Fisk, Attorney for Korvan Supply, Inc.",
			want:  []string{"Bayside Printworks, LLC/party", "Korvan Supply, Inc./party", "Peter J. Korvan/party"},
			never: []string{"Irene Castell/party", "Lena Fisk/party"},
		},
	})
}

// TestSubpoenaFormBoxes: a state court's subpoena form prints each box's
// label over its value ("Name Of Plaintiff" / "ACME CORP.", "Name Of
// Defendant(s)" over the defendants with "et al."), the form's title
// between the two, and a row of two boxes whose headings come out as two
// lines ("Name And Address Of Person Subpoenaed" / "Alternate Address")
// before the value; another commands its officer "to summon" the person
// typed on the line over "NAME". The person subpoenaed is a third party;
// the title,
// the division's check boxes and the other box's heading are no one.
func TestSubpoenaFormBoxes(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "label over value subpoena",
			text:  "STATE OF NORTH CAROLINA\nFile No.\n24 CVS 004411\nIn The General Court Of Justice\n[ ] District [X] Superior Court Division\nName Of Plaintiff\nHARBOR MILL SUPPLY, INC.\nVERSUS\nSUBPOENA\nName Of Defendant(s)\nKESTREL HOMES, LLC, et al.\nParty Requesting Subpoena\n[X] State/Plaintiff [ ] Defendant\nName And Address Of Person Subpoenaed\nAlternate Address\nFirst Carolina Bank\nAttn: Custodian of Records\n200 Main Street\nRaleigh, NC 27601\nYOU ARE COMMANDED TO:\n[X] produce and permit inspection and copying of the following items\nDate Specified: 08/12/2024",
			want:  []string{"Harbor Mill Supply, Inc./plaintiff", "Kestrel Homes, LLC/defendant", "First Carolina Bank/third party"},
			never: []string{"Subpoena/defendant", "Alternate Address/defendant", "District [X] Superior Court Division/plaintiff"},
		},
		{
			name:  "value over its label, commanded to summon",
			text:  "SUBPOENA DUCES TECUM (CIVIL)\nCase No. CL 2024-0031\nCommonwealth of Virginia\nLoudoun County Circuit Court\nCITY OR COUNTY\nMARTA E. LINDQVIST\nPLAINTIFF(S)\nv. CEDAR RUN POOLS, LLC\nDEFENDANT(S)\nTO THE PERSON AUTHORIZED BY LAW TO SERVE THIS PROCESS:\nYou are commanded to summon\nAqualine Distributors, Inc., Attn: Custodian of Records\nNAME\n14 Industrial Court, Sterling, Virginia 20166\nADDRESS\nTO THE PERSON SUMMONED: You are commanded to make available the documents described below.",
			want:  []string{"Aqualine Distributors, Inc./third party"},
			never: []string{"Custodian of Records/third party"},
		},
	})
}

// TestWitnessBySurnameInTheRuling: an agency's decision names a witness
// once in full as a side calls her ("The employer called Laura Benning,
// its human resources manager") and then by honorific and surname ("Ms.
// Benning testified"); no other paper of the matter names her. The full
// name the ruling prints is the witness's; two people with the surname
// leave her out.
func TestWitnessBySurnameInTheRuling(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "one full name on the page",
			text:  "DECISION AND ORDER\nAt the hearing on May 5, 2025 the claimant testified on her own behalf. The employer called Laura Benning, its human resources manager. Ms. Benning testified that no complaint was received before the discharge.\nSO ORDERED.\nAdministrative Law Judge Raymond K. Ochoa",
			want:  []string{"Laura Benning/witness"},
			never: []string{"Benning/witness"},
		},
		{
			name:  "two people with the surname",
			text:  "DECISION AND ORDER\nThe employer was represented at the hearing by its managers, Laura Benning and her brother Carl Benning. Ms. Benning testified that no complaint was received.\nSO ORDERED.\nAdministrative Law Judge Raymond K. Ochoa",
			never: []string{"Laura Benning/witness", "Carl Benning/witness"},
		},
	})
}

// TestMailHeaderColumns: a printout may set a message's header labels out
// as a column ("From:" "Sent:" "To:" "Cc:" "Subject:") and then its
// values in the same order, for the reply and for the quoted original.
func TestMailHeaderColumns(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "labels then values, twice",
			text:  "Quill, Martin\nFrom:\nSent:\nTo:\nCc:\nSubject:\n\nTeresa Vogel <tvogel@vogelgrey.com>\nMonday, March 3, 2025 4:12 PM\nQuill, Martin\nAbbott, Leah; Daniel R. Norris\nRE: Production schedule\n\nMartin,\nWe will produce the rest on March 10, 2025.\nTeresa\nFrom:\nSent:\nTo:\nSubject:\n\nQuill, Martin <mquill@quilllaw.com>\nFriday, February 28, 2025 9:30 AM\nTeresa Vogel <tvogel@vogelgrey.com>\nProduction schedule\n\nTeresa, when will the rest arrive?\nMartin",
			want:  []string{"Teresa Vogel/sender", "Martin Quill/recipient", "Leah Abbott/recipient", "Daniel R. Norris/recipient", "Martin Quill/sender", "Teresa Vogel/recipient"},
			never: []string{"Production schedule/recipient"},
		},
	})
}

// TestOfficeProofOfService: a California proof of service is a
// declaration by the law office's employee who mailed or emailed the
// paper ("I am employed in the County of X. I am over the age of 18 and
// not a party to this action."): its maker vouches for a delivery and is
// no party; a declaration of facts is still its maker's.
func TestOfficeProofOfService(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "office employee's proof of service",
			text:  "PROOF OF SERVICE\nI, Lisa Chang, declare: I am employed in the County of Los Angeles, State of California. I am over the age of 18 and not a party to this action; my business address is 350 South Grand Avenue, Suite 2100, Los Angeles, California 90071. On April 2, 2025 I served the foregoing document on the interested parties by email.\nI declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.\n/s/ Lisa Chang\nLisa Chang",
			never: []string{"Lisa Chang/declarant"},
		},
		{
			name: "a declaration of facts",
			text: "DECLARATION OF MARCO REYES\nI, Marco Reyes, declare: I am the operations manager of Bayline Freight, Inc. On March 4, 2025 the truck was inspected.\nI declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.\n/s/ Marco Reyes\nMarco Reyes",
			want: []string{"Marco Reyes/declarant"},
		},
	})
}

// TestSideCalledWitness: an agency's hearing decision says which side
// called whom ("The employer called Laura Benning, its human resources
// manager"; "The Union called Tomas Ruiz").
func TestSideCalledWitness(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "employer and union call witnesses",
			text: "DECISION\nThe hearing was held on June 3, 2025. The Employer called Laura Benning, its human resources manager. The Union called Tomas Ruiz.\nSO ORDERED.\nArbitrator Helen P. Watts",
			want: []string{"Laura Benning/witness", "Tomas Ruiz/witness"},
		},
	})
}

// TestChargeNoticeRe: the EEOC's determination and notice of rights names
// the charge it closes as "Re: Charging Party v. Employer" over the
// charge's number; the employer is the charge's respondent. A lawyer's
// letter about a lawsuit ("Re: Roe v. Acme Corp., No. 24-cv-1") names no
// one by its "Re:" line.
func TestChargeNoticeRe(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "notice of rights",
			text:  "U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION\nChicago District Office\nDETERMINATION AND NOTICE OF RIGHTS\nTo: Ms. Dana Pryor\n12 Elm Street\nEvanston, IL 60201\nRe: Dana Pryor v. Hudson Freight, Inc.\nEEOC Charge No: 440-2024-00411\nThe EEOC will not proceed further with its investigation.\nOn behalf of the Commission:\nDigitally Signed By: Gloria M. Tate\n03/14/2024\nGloria M. Tate\nDistrict Director",
			want:  []string{"Hudson Freight, Inc./respondent", "Dana Pryor/recipient"},
			never: []string{"Dana Pryor/respondent"},
		},
		{
			name:  "a lawyer's letter about a suit",
			text:  "March 3, 2025\nVIA EMAIL\nKaren Li, Esq.\nLi & Stone LLP\n1 Main Street\nChicago, IL 60601\nRe: Roe v. Acme Corp., No. 1:24-cv-01234\nDear Ms. Li:\nPlease find enclosed our document production.\nVery truly yours,\n/s/ Paul Grant\nPaul Grant",
			never: []string{"Acme Corp./respondent", "Acme Corp./defendant"},
		},
	})
}

// TestFederalEmployeeAppeal: an appeal of a federal employee's removal
// captions the employee "Appellant" and the employing agency "Agency";
// counsel appear "X, Esquire, Town, State, for the agency", or under
// "Agency Representative:"; the administrative judge signs under "FOR THE
// BOARD"; the appellant who testified is a witness.
func TestFederalEmployeeAppeal(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "initial decision",
			text:  "UNITED STATES OF AMERICA\nMERIT SYSTEMS PROTECTION BOARD\nDALLAS REGIONAL OFFICE\nDARNELL A. FONTENOT,\nAppellant,\nv.\nDEPARTMENT OF VETERANS AFFAIRS,\nAgency.\nDOCKET NUMBER\nDA-0752-24-0123-I-1\nCelia M. Arredondo, Esquire, Fort Worth, Texas, for the appellant.\nMeredith S. Vanlandingham, Esquire, Arlington, Texas, for the agency.\nBEFORE\nKatherine E. Dunleavy\nAdministrative Judge\nINITIAL DECISION\nThe appellant testified on his own behalf.",
			want:  []string{"Darnell A. Fontenot/appellant", "Department of Veterans Affairs/respondent", "Celia M. Arredondo/counsel", "Meredith S. Vanlandingham/counsel", "Katherine E. Dunleavy/judge", "Darnell A. Fontenot/witness"},
			never: []string{"Fort Worth/counsel", "Arlington/counsel"},
		},
		{
			name: "agency representative",
			text: "AGENCY RESPONSE FILE\nAgency Representative:\nMeredith S. Vanlandingham, Esquire\nOffice of General Counsel, Department of Veterans Affairs",
			want: []string{"Meredith S. Vanlandingham/counsel"},
		},
		{
			name:  "letter opinion and an arbitrator's label",
			text:  "COURT OF CHANCERY\nOF THE\nSTATE OF DELAWARE\nRe: Tessaro v. Corvane Therapeutics, Inc.\nDear Counsel:\nThe demand is granted in part.\nSincerely,\n/s/ Nathaniel J. Brisco\n\nVice Chancellor\f\nARBITRATOR'S AWARD\nArbitrator: Arthur B. Wendling, Esq.\nAward: $42,000",
			want:  []string{"Nathaniel J. Brisco/judge", "Arthur B. Wendling/judge"},
			never: []string{"Arthur B. Wendling/counsel", "Esq/judge"},
		},
	})
}

package model

import (
	"strings"
	"testing"
)

// TestFurnitureKinds: one line of each kind of page furniture, as courts,
// clerks, forms and mail systems print them, and lines of a document's own
// words that look a little like them.
func TestFurnitureKinds(t *testing.T) {
	for _, c := range []struct {
		line string
		want FurnitureKind
	}{
		{"Case 1:21-cv-04417-TMV Document 12 Filed 07/19/21 Page 1 of 2", DocketStamp},
		{"Case: 1:24-cv-04012 Document #: 1 Filed: 05/14/24 Page 1 of 3 PageID #:1", DocketStamp},
		{"Case 23-10244-JTD Doc 45 Filed 03/01/23 Page 2 of 9", DocketStamp},
		{"Case 2:19-cr-00211-DJH Document 88-2 Filed 11/04/19 Page 3 of 4", DocketStamp},
		{"FILED: NEW YORK COUNTY CLERK 03/15/2022 09:41 AM INDEX NO. 651234/2022", ClerkStamp},
		{"NYSCEF DOC. NO. 12 RECEIVED NYSCEF: 03/15/2022", ClerkStamp},
		{"Lake County Ohio Clerk of Courts of the Common Pleas- 2021 Jan 12 3:15 PM-21CV000042", ClerkStamp},
		{"ELECTRONICALLY FILED 4/2/2020 2:47 PM 2020-CH-03318", ClerkStamp},
		{"Page 3 of 7", PageNumber},
		{"- 4 -", PageNumber},
		{"12", PageNumber},
		{"ii", PageNumber},
		{"EEOC Form 5 (11/09)", FormNumber},
		{"Form 410 (04/22)", FormNumber},
		{"FL-100 [Rev. January 1, 2019]", FormNumber},
		{"CONFIDENTIALITY NOTICE: This e-mail is intended only for the named recipient.", Confidentiality},
		{"This message and any attachments are privileged and confidential.", Confidentiality},
		// The document's own words.
		{"The complaint was filed on March 3, 2021 in Case No. 21-1187.", NotFurniture},
		{"Defendant filed its answer on 07/19/21.", NotFurniture},
		{"Plaintiff, ANNA REYES,", NotFurniture},
		{"12. The invoice was paid.", NotFurniture},
		{"Page two of the contract is missing.", NotFurniture},
		{"A form of notice is attached.", NotFurniture},
	} {
		if got := FurnitureOf(c.line); got != c.want {
			t.Errorf("FurnitureOf(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// TestStripFurniture: docket stamps, page numbers and a running footer come
// out of every page (the other lines stay where they were), and the filing
// stamp is read once, from the first page that bears it.
func TestStripFurniture(t *testing.T) {
	pages := []string{
		"Case 3:22-cv-00518-RS Document 40 Filed 10/03/22 Page 1 of 3\nUNITED STATES DISTRICT COURT\nMOTION TO DISMISS\nOn June 1, 2022 the parties met.\nSmith Legal Group | 100 Main St.\n1",
		"Case 3:22-cv-00518-RS Document 40 Filed 10/03/22 Page 2 of 3\nArgument continues.\nDefendant moves.\nSmith Legal Group | 100 Main St.\n2",
		"Case 3:22-cv-00518-RS Document 40 Filed 10/03/22 Page 3 of 3\nRespectfully submitted,\nJane Roe\nSmith Legal Group | 100 Main St.\n3",
	}
	clean, kinds, stamp, ok := StripFurniture(pages)
	if !ok || stamp.Date != "2022-10-03" || stamp.Page != 1 || stamp.DocNo != "40" || !strings.HasPrefix(stamp.Line, "Case 3:22-cv-00518") {
		t.Fatalf("stamp %+v, ok %v", stamp, ok)
	}
	for pi, c := range clean {
		if strings.Contains(c, "Filed 10/03/22") || strings.Contains(c, "Smith Legal Group") {
			t.Errorf("page %d keeps furniture:\n%s", pi+1, c)
		}
		if got, want := strings.Count(c, "\n"), strings.Count(pages[pi], "\n"); got != want {
			t.Errorf("page %d: %d lines, want %d", pi+1, got, want)
		}
		last := strings.Count(pages[pi], "\n")
		if kinds[pi][0] != DocketStamp || kinds[pi][last-1] != RunningLine || kinds[pi][last] != PageNumber || len(kinds[pi]) != 3 {
			t.Errorf("page %d kinds %v", pi+1, kinds[pi])
		}
	}
	if !strings.Contains(clean[0], "On June 1, 2022 the parties met.") || !strings.Contains(clean[2], "Jane Roe") {
		t.Errorf("the document's own lines were taken out:\n%s", strings.Join(clean, "\n--\n"))
	}

	// One page: no running lines; a clerk's stamp with a year-first date.
	clean, _, stamp, ok = StripFurniture([]string{"Lake County Ohio Clerk of Courts of the Common Pleas- 2021 Jan 12 3:15 PM-21CV000042\nJUDGMENT ENTRY\nJohn Doe appeared."})
	if !ok || stamp.Date != "2021-01-12" || strings.Contains(clean[0], "Clerk of Courts") || !strings.Contains(clean[0], "John Doe appeared.") {
		t.Fatalf("clerk stamp %+v ok %v; clean %q", stamp, ok, clean[0])
	}
	// No stamp at all.
	if _, _, _, ok := StripFurniture([]string{"Dear Ms. Roe:\nThank you.", "Sincerely,\nJohn"}); ok {
		t.Error("a letter has no filing stamp")
	}
}

// TestClassifyDocument: one document of each class, as such documents are
// commonly laid out.
func TestClassifyDocument(t *testing.T) {
	for _, c := range []struct {
		name  string
		pages []string
		want  DocClass
	}{
		{"complaint", []string{"UNITED STATES DISTRICT COURT\nDISTRICT OF OREGON\nJANE ROE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.\nCOMPLAINT\n1. Plaintiff brings this action for breach of contract."}, ClassPleading},
		{"answer in a state court", []string{"SUPERIOR COURT OF THE STATE OF ARIZONA\nIN AND FOR THE COUNTY OF MARICOPA\nJOHN DOE, Plaintiff,\nvs.\nBIG BOX STORES, INC., Defendant.\nANSWER\n1. Admitted."}, ClassPleading},
		{"order", []string{"UNITED STATES DISTRICT COURT\nJANE ROE, Plaintiff,\nv.\nACME CORP., Defendant.\nORDER GRANTING MOTION TO COMPEL\nThe motion is granted.\nIT IS SO ORDERED."}, ClassOrder},
		{"opinion per curiam", []string{"COURT OF APPEALS\nPER CURIAM\nWe affirm the judgment below."}, ClassOrder},
		{"declaration", []string{"UNITED STATES DISTRICT COURT\nJANE ROE, Plaintiff,\nv.\nACME CORP., Defendant.\nDECLARATION OF MARY MAJOR\nI, Mary Major, declare:\n1. I am the controller.\nI declare under penalty of perjury that the foregoing is true and correct."}, ClassDeclaration},
		{"affidavit", []string{"STATE OF TEXAS )\nCOUNTY OF HARRIS )\nAFFIDAVIT OF SERVICE\nBefore me appeared Sam Server, who being duly sworn stated that he served the citation."}, ClassDeclaration},
		{"transcript", []string{"TRANSCRIPT OF PROCEEDINGS\nBEFORE THE HONORABLE ANN LEE", "THE COURT: Be seated.\nMR. SMITH: Thank you, Your Honor.\nTHE COURT: Call your first witness."}, ClassTranscript},
		{"deposition", []string{"DEPOSITION OF KYLE BRENNAN\ntaken on behalf of the Plaintiff", "EXAMINATION BY MS. PARK:\nQ. State your name.\nA. Kyle Brennan.\nQ. Where do you work?\nA. At the plant."}, ClassTranscript},
		{"email", []string{"From: Ann Lee <ann@example.com>\nSent: Monday, May 3, 2021 9:12 AM\nTo: Bob Stone <bob@example.com>\nSubject: Invoice\nBob, the invoice is late."}, ClassLetter},
		{"letter", []string{"LEE & STONE LLP\n100 Main Street\nMay 3, 2021\nMr. Bob Stone\nRe: Invoice 22\nDear Mr. Stone:\nPlease pay the invoice.\nSincerely,\nAnn Lee"}, ClassLetter},
		{"contract", []string{"MASTER SERVICES AGREEMENT\nThis Master Services Agreement is made by and between Acme Corp. (\"Provider\") and Beta LLC (\"Client\").\n1. Services."}, ClassContract},
		{"form", []string{"Form B 410 (04/22)\nProof of Claim\nPart 1: Identify the Claim\n1. Who is the current creditor? [X] Acme Corp.\n2. Has this claim been acquired? [X] No [ ] Yes"}, ClassForm},
		{"docket sheet", []string{"U.S. District Court\nCIVIL DOCKET FOR CASE #: 1:21-cv-04417\nDate Filed # Docket Text\n06/14/2021 1 COMPLAINT against Castellan"}, ClassDocketSheet},
		{"exhibit cover", []string{"\n\n\nEXHIBIT B\n\n"}, ClassExhibitCover},
		{"other", []string{"Shipping manifest\nContainer 1: 40 ft\nContainer 2: 20 ft"}, ClassOther},
		// Layouts that put the telling lines further down or elsewhere.
		{"complaint on numbered pleading paper, the attorney's block first", []string{"1\n2\n3\nANN LEE (SBN 123456)\nLEE LAW, APC\n100 Main Street\nOakland, California 94612\n4\n5\nAttorneys for Plaintiff\nJOHN DOE\n6\n7\nSUPERIOR COURT OF THE STATE OF CALIFORNIA\n8\nFOR THE COUNTY OF ALAMEDA\n9\n10\n11\n12\n13\n14\n15\n16\n17\nJOHN DOE, an individual,\n18\nPlaintiff,\n19\nvs.\n20\nBIG BOX STORES, INC.,\n21\nDefendant.\n22\nCOMPLAINT FOR DAMAGES"}, ClassPleading},
		{"indictment, its caption labelling only the accused", []string{"IN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF NEVADA\nUNITED STATES OF AMERICA,\nNo. CR-22-00101\nv.\nINDICTMENT\nJOHN DOE,\nDefendant.\nTHE GRAND JURY CHARGES:"}, ClassPleading},
		{"complaint whose title ends in a judgment", []string{"IN THE CIRCUIT COURT OF COOK COUNTY\nACME INSURANCE CO.,\nPlaintiff,\nv.\nJOHN DOE,\nDefendant.\nCOMPLAINT FOR DECLARATORY JUDGMENT\n1. Acme seeks a declaration."}, ClassPleading},
		{"procedural order of a tribunal", []string{"IN THE MATTER OF AN ARBITRATION\nBETWEEN\nACME LTD\nClaimant\nand\nBETA GMBH\nRespondent\nPROCEDURAL ORDER NO. 1\nThe Tribunal orders as follows."}, ClassOrder},
		{"minute order", []string{"SUPERIOR COURT OF CALIFORNIA, COUNTY OF FRESNO\nDATE: 05/21/2021\nJUDGE: HON. ANN LEE\nPEOPLE OF THE STATE OF CALIFORNIA vs. JOHN DOE\nMINUTE ORDER - MOTION TO SUPPRESS (PC 1538.5)\nThe motion is granted."}, ClassOrder},
		{"forwarded email", []string{"---------- Forwarded message --------From: Ann Lee <ann@example.com>\nDate: Mon, Feb 1, 2021 at 4:52 PM\nSubject: Lots\nTo: Bob Stone <bob@example.com>\nBob, see below."}, ClassLetter},
		{"letter to a judge", []string{"LEE & STONE LLP\nMay 20, 2024\nBY CM/ECF\nThe Honorable Ann Lee\nRe: Doe v. Acme, C.A. No. 23-1187\nDear Judge Lee:\nPlaintiff writes to request a conference.\nRespectfully,\n/s/ Bob Stone"}, ClassLetter},
		{"notice of default", []string{"LEE & STONE LLP\nTO: Acme Bakery Corp.\n455 Atlantic Avenue\nNOTICE OF DEFAULT\nPLEASE TAKE NOTICE that you are in default under the lease.\nDated: March 31, 2023"}, ClassLetter},
		{"promissory note", []string{"PROMISSORY NOTE\n$300,000.00\nFOR VALUE RECEIVED, the undersigned, ACME COOPERATIVE (\"Maker\"), promises to pay to the order of BETA SUPPLY CO. (\"Holder\") the principal sum."}, ClassContract},
		{"will", []string{"LAST WILL AND TESTAMENT\nOF\nJOHN DOE\nI, JOHN DOE, of Evanston, Illinois, declare this to be my Last Will."}, ClassContract},
		// Titles and shapes the classifier learnt from general knowledge.
		{"order whose title holds an apostrophe", []string{"CAUSE NO. 2021-1\nJOHN DOE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.\nORDER ON DEFENDANTS' MOTION TO DISMISS\nThe motion is denied.\nSIGNED on March 3, 2021."}, ClassOrder},
		{"procedural order numbered in mixed case", []string{"In the matter of an arbitration under the ICC Rules\nACME S.A.\nClaimant\nv.\nBETA LTD\nRespondent\nPROCEDURAL ORDER No. 2\n1. The hearing is adjourned."}, ClassOrder},
		{"award titled in title case", []string{"Award\nArbitration Services\nIn the Matter of the Arbitration Between:\nClaimant\nJane Roe\nvs.\nRespondent\nAcme Securities, LLC\nCASE INFORMATION\nStatement of Claim filed on or about: July 14, 2021."}, ClassOrder},
		{"minute entry notified by the clerk", []string{"UNITED STATES DISTRICT COURT\nJane Roe\nPlaintiff,\nv.\nCity of Springfield\nDefendant.\nNOTIFICATION OF DOCKET ENTRY\nMINUTE entry before the Honorable Ann Lee: Status hearing held."}, ClassOrder},
		{"minute order whose labelled fields come first", []string{"SUPERIOR COURT\nDATE: 05/21/2021\nJUDGE: HON. ANN LEE\nDEFENSE: BOB STONE, APD\nPEOPLE vs. JOHN DOE\nMINUTE ORDER - ARRAIGNMENT\nDefendant arraigned."}, ClassOrder},
		{"letter that seeks a declaration", []string{"ACME INSURANCE COMPANY\nAugust 22, 2022\nMr. John Doe\nRe: Claim 123\nDear Mr. Doe:\nAcme will defend under a reservation of rights and may seek a\ndeclaration that no coverage exists.\nSincerely,\nAnn Lee"}, ClassLetter},
		{"notice of default written as a letter", []string{"BETA BUILDERS, INC.\nDecember 4, 2023\nAcme Mechanical, LLC\nAttn: John Doe\nNOTICE OF DEFAULT AND DEMAND TO CURE\nDear Mr. Doe:\nAcme is in default of the subcontract.\nVery truly yours,\nAnn Lee"}, ClassLetter},
		{"agency charge form", []string{"CHARGE OF DISCRIMINATION\nCharge Presented To: Agency Charge No. 123\nName: Ms. Jane Roe\nNamed is the Employer:\nName: Acme Corp.\nI declare under penalty of perjury that the above is true and correct."}, ClassForm},
		{"proof of claim without its form number", []string{"Proof of Claim\nDebtor: Acme Stores LLC\nCase number: 23-10245\n1. Who is the current creditor?\nBeta Glass Company\nI declare under penalty of perjury that the foregoing is true and correct."}, ClassForm},
		{"English claim form", []string{"Claim Form\nIn the County Court\nClaimant(s) name(s) and address(es)\nJane Roe\nDefendant(s) name and address(es)\nAcme Ltd"}, ClassForm},
		{"a form titled in capitals", []string{"COMPLAINT FORM\nName of the complainant: Shri Ravi Kumar\nOpposite party:\nSkyline Builders Pvt. Ltd."}, ClassForm},
		{"a letter approved as to form is no form", []string{"May 3, 2021\nMr. John Doe\nDear Mr. Doe:\nWe confirm the terms agreed.\nAPPROVED AS TO FORM\n/s/ Ann Lee\nSincerely,\nBob Stone"}, ClassLetter},
		{"police incident report", []string{"City Police Department - Original Case Incident Report - 371140\nVictim: Jane Roe\nReporting Officer: P.O. Smith"}, ClassForm},
		{"insurance policy declarations", []string{"COMMERCIAL GENERAL LIABILITY DECLARATIONS\nInsurer: Acme Mutual Insurance Company\nNamed Insured: Beta Construction, LLC\nIn return for the payment of the premium, we agree with you to provide the insurance."}, ClassContract},
		{"a motion's signature page filed alone", []string{"Dated: February 27, 2023\nLEE & STONE LLP\n/s/ Ann Lee\nAnn Lee (No. 5127)\n1000 King Street\nCounsel to the Debtors"}, ClassPleading},
		{"charter, its parties agreed over two lines", []string{"TIME CHARTER\nIT IS THIS DAY MUTUALLY AGREED between ACME SHIPPING LIMITED as Owners and BETA S.A. as Charterers."}, ClassContract},
	} {
		if got := ClassifyDocument(c.pages); got != c.want {
			t.Errorf("%s: class %q, want %q", c.name, got, c.want)
		}
	}
}

// TestDocumentTitle: the title line of a court paper, not its court or its
// caption.
func TestDocumentTitle(t *testing.T) {
	for _, c := range []struct{ page, want string }{
		{"UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nJANE ROE, Plaintiff,\nv.\nACME CORP., Defendant.\nANSWER AND AFFIRMATIVE DEFENSES\n1. Admitted.", "Answer and Affirmative Defenses"},
		{"IN THE CIRCUIT COURT OF COOK COUNTY\nCase No. 2021 L 1234\nMOTION TO DISMISS\nDefendant moves.", "Motion to Dismiss"},
		{"Dear Ms. Roe:\nThank you for your letter.", ""},
		{"JANE ROE, ) CASE NO. 22CR-1\n) INDICTMENT\nThe Grand Jury charges:", "Indictment"},
		{"JOINT REPORT OF RULE 26(f) MEETING\nCounsel conferred.", "Joint Report of Rule 26(f) Meeting"},
	} {
		if got := DocumentTitle([]string{c.page}); got != c.want {
			t.Errorf("DocumentTitle(%q) = %q, want %q", c.page, got, c.want)
		}
	}
}

// TestFilingStampIsOneEvent: the rules read a stamped three-page motion as
// one "filed" event for the document, cited to its first page, and nothing
// in the stamps, page numbers or running footer becomes a party.
func TestFilingStampIsOneEvent(t *testing.T) {
	stamp := "Case 3:22-cv-00518-RS Document 40 Filed 10/03/22 Page %d of 3"
	page := func(n int, body string) string {
		return strings.Replace(stamp, "%d", string(rune('0'+n)), 1) + "\n" + body + "\nNORTH BAY LEGAL CLINIC, 12 Harbor Road\n" + string(rune('0'+n))
	}
	doc := Document{ID: "d1", FileName: "motion.pdf", Pages: []string{
		page(1, "UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF CALIFORNIA\nJANE ROE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.\nMOTION TO DISMISS\nDefendant Acme Corp. moves to dismiss the complaint."),
		page(2, "The contract was signed on June 1, 2022."),
		page(3, "Respectfully submitted,\n/s/ Mary Major\nMary Major\nAttorney for Defendant"),
	}}
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{doc}})
	if err != nil {
		t.Fatal(err)
	}
	var filed []Event
	for _, e := range out.Chronology {
		if e.Date == "2022-10-03" {
			filed = append(filed, e)
		}
	}
	if len(filed) != 1 || filed[0].Event != "Motion to Dismiss filed (Document 40)" || len(filed[0].Citations) != 1 || filed[0].Citations[0].Page != 1 {
		t.Fatalf("filed events %+v", filed)
	}
	for _, p := range out.Parties {
		k := NameKey(p.Name)
		if strings.Contains(k, "north bay") || strings.Contains(k, "case") || strings.Contains(k, "document") {
			t.Errorf("furniture read as a party: %+v", p)
		}
	}
}

// TestRoleVocabulary: caption labels read through the vocabulary table,
// with an appeal's label after the trial role winning.
func TestRoleVocabulary(t *testing.T) {
	for label, want := range map[string]string{
		"Plaintiff,": RolePlaintiff, "Claimants.": RolePlaintiff, "Defendants-Respondents.": RoleRespondent,
		"Plaintiff-Appellant,": RoleAppellant, "Defendant-Appellee.": RoleAppellee, "Objectant": RoleRespondent,
		"Accused": RoleDefendant, "Movant,": RolePetitioner, "Plaintiff and Counter-Defendant,": RolePlaintiff,
		"Defendant/Counter-Respondent": RoleDefendant, "Debtors.": RoleParty, "Real Party in Interest": RoleThirdParty,
	} {
		if got := roleOf(label); got != want {
			t.Errorf("roleOf(%q) = %q, want %q", label, got, want)
		}
	}
}

// TestCounselInProse: lawyers named in running text, as English orders
// recite them and as appellate opinions list them, are counsel; a client
// named after "counsel for" without an honorific is not.
func TestCounselInProse(t *testing.T) {
	doc := Document{ID: "o1", FileName: "order.pdf", Pages: []string{
		"ORDER\nUPON hearing Counsel for the Applicant, Mr Oliver Grant, and counsel for the Respondents, Ms Priya Desai KC\nIT IS ORDERED that the application is dismissed.",
		"Karen T. Lowe argued the cause for appellant (Lowe & Baker, attorneys; Karen T. Lowe, of counsel and on the brief; Sam O. Baker and Ruth Ng, on the brief).\nThe brief of counsel for defendant, Acme Widgets Inc., was filed late.",
	}}
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{doc}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, p := range out.Parties {
		if p.Role == RoleCounsel {
			got[NameKey(p.Name)] = true
		}
	}
	for _, want := range []string{"oliver grant", "priya desai", "karen t lowe", "sam o baker", "ruth ng"} {
		if !got[want] {
			t.Errorf("counsel %q not found; counsel: %v", want, got)
		}
	}
	if got["acme widgets"] {
		t.Error("a client named after 'counsel for' is not counsel")
	}
}

// TestPanelBySurname: a state appellate panel named after its title, by
// surname, is the matter's judges.
func TestPanelBySurname(t *testing.T) {
	doc := Document{ID: "a1", FileName: "opinion.pdf", Pages: []string{"Submitted May 2, 2023 – Decided June 9, 2023\nBefore Judges Ortega, Lin and Marsh.\nPER CURIAM\nWe affirm."}}
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{doc}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, p := range out.Parties {
		if p.Role == RoleJudge {
			got[NameKey(p.Name)] = true
		}
	}
	if len(got) != 3 || !got["ortega"] || !got["lin"] || !got["marsh"] {
		t.Fatalf("judges %v, want ortega, lin, marsh", got)
	}
}

// TestPublicCounsel: a name above a public office's title is counsel
// (publicCounselTitles), with its "By:", "/s/" and registration number
// taken off; a title with no name above it names no one.
func TestPublicCounsel(t *testing.T) {
	doc := Document{ID: "c1", FileName: "motion.pdf", Pages: []string{"Respectfully submitted,\n\nBy: /s/ Dana K. Whitley\nDana K. Whitley (0071234)\nAssistant Public Defender\n\nGARY M. OSTROWSKI\nUnited States Attorney\n\nDistrict Attorney\n"}}
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{doc}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, p := range out.Parties {
		if p.Role == RoleCounsel {
			got[NameKey(p.Name)] = true
		}
	}
	if len(got) != 2 || !got["dana k whitley"] || !got["gary m ostrowski"] {
		t.Fatalf("counsel %v, want dana k whitley and gary m ostrowski", got)
	}
}

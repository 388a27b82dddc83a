package eval

import (
	"testing"

	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/record"
)

// expectedClasses is what each document of the sample matters (the tuned
// set and the frozen held-out set) plainly is, by its title, layout and
// signature: an order is the court's or tribunal's ruling, a letter is sent
// to someone, a form is an official form of labelled fields.
var expectedClasses = []struct {
	matter, file string
	class        model.DocClass
}{
	{"alvarez-v-cascade", "Opinion 20-35511.pdf", model.ClassOrder},
	{"alvarez-v-cascade", "Notice of Appeal.pdf", model.ClassPleading},
	{"alvarez-v-cascade", "Emails Alvarez - Cascade.pdf", model.ClassLetter},
	{"ashdown-v-pemberton", "Particulars of Claim.pdf", model.ClassPleading},
	{"ashdown-v-pemberton", "Witness Statement of Rhiannon Bevan.pdf", model.ClassDeclaration},
	{"ashdown-v-pemberton", "Letter before claim 2023-08-03.pdf", model.ClassLetter},
	{"ashdown-v-pemberton", "Order of Master Fontaine 2024-03-07.pdf", model.ClassOrder},
	{"benton-v-northstar", "Demand letter 2021-03-15.pdf", model.ClassLetter},
	{"benton-v-northstar", "Email thread - commissions.pdf", model.ClassLetter},
	{"benton-v-northstar", "Settlement Agreement and Release.pdf", model.ClassContract},
	{"state-v-brandt", "Indictment 22CR-003417.pdf", model.ClassPleading},
	{"state-v-brandt", "Judgment Entry.pdf", model.ClassOrder},
	{"state-v-brandt", "Plea Hearing Transcript 2022-08-02.pdf", model.ClassTranscript},
	{"brightwater-v-luna", "verified-complaint.pdf", model.ClassPleading},
	{"brightwater-v-luna", "lease-and-guaranty.pdf", model.ClassContract},
	{"brightwater-v-luna", "notice-of-default.pdf", model.ClassLetter},
	{"brightwater-v-luna", "exhibit-c-text-messages.pdf", model.ClassOther}, // text messages printed as an exhibit: none of the classes
	{"brightwater-v-luna", "verified-answer.pdf", model.ClassPleading},
	{"brightwater-v-luna", "so-ordered-stipulation.pdf", model.ClassPleading}, // the parties' stipulation under a caption; the court's endorsement comes last
	{"in-re-castillo", "Motion for Relief from Stay.pdf", model.ClassPleading},
	{"in-re-castillo", "Notice of Hearing.pdf", model.ClassPleading},
	{"in-re-castillo", "Certificate of Service.pdf", model.ClassPleading},
	{"in-re-castillo", "Consent Order Modifying Stay.pdf", model.ClassOrder},
	{"castleford-v-orion", "Particulars of Claim.pdf", model.ClassPleading},
	{"castleford-v-orion", "Letter before claim.pdf", model.ClassLetter},
	{"castleford-v-orion", "Witness Statement - Ellis.pdf", model.ClassDeclaration},
	{"castleford-v-orion", "Karras email 14.06.2023.pdf", model.ClassLetter},
	{"castleford-v-orion", "Charterparty.pdf", model.ClassContract},
	{"castleford-v-orion", "Order 1 September 2023.pdf", model.ClassOrder},
	{"us-v-delgado", "Indictment.pdf", model.ClassPleading},
	{"us-v-delgado", "Criminal Docket.pdf", model.ClassDocketSheet},
	{"us-v-delgado", "Transcript 2021-07-20 Suppression Hearing.pdf", model.ClassTranscript},
	{"doran-v-pinebrook", "Opinion A-2217-22.pdf", model.ClassOrder},
	{"doran-v-pinebrook", "Law Division Order 2023-02-10.pdf", model.ClassOrder},
	{"will-of-ellsworth", "Verified Objections.pdf", model.ClassPleading},
	{"will-of-ellsworth", "SCPA 1404 Examination of Dorothy K. Lang.pdf", model.ClassTranscript},
	{"will-of-ellsworth", "Decision and Order 2023-03-03.pdf", model.ClassOrder},
	{"garza-v-valley-harvest", "Plaintiff's Original Petition.pdf", model.ClassPleading},
	{"garza-v-valley-harvest", "Rule 11 Agreement.pdf", model.ClassLetter}, // an agreement written as a letter between lawyers
	{"garza-v-valley-harvest", "Order on Special Exceptions.pdf", model.ClassOrder},
	{"banks-v-millbrook", "adversary-complaint.pdf", model.ClassPleading},
	{"banks-v-millbrook", "promissory-note.pdf", model.ClassContract},
	{"banks-v-millbrook", "declaration-of-anita-ruiz-cpa.pdf", model.ClassDeclaration},
	{"banks-v-millbrook", "email-calloway-pruitt.pdf", model.ClassLetter},
	{"banks-v-millbrook", "pruitt-deposition-excerpt.pdf", model.ClassTranscript},
	{"banks-v-millbrook", "order-scheduling.pdf", model.ClassOrder},
	{"harborline-v-castellan", "01-complaint.pdf", model.ClassPleading},
	{"harborline-v-castellan", "02-answer.pdf", model.ClassPleading},
	{"harborline-v-castellan", "03-declaration-okafor.pdf", model.ClassDeclaration},
	{"harborline-v-castellan", "04-emails.pdf", model.ClassLetter},
	{"harborline-v-castellan", "05-freight-services-agreement.pdf", model.ClassContract},
	{"harborline-v-castellan", "06-order.pdf", model.ClassOrder},
	{"hegde-v-skyline", "Consumer Complaint.pdf", model.ClassPleading},
	{"hegde-v-skyline", "Legal Notice 02.05.2022.pdf", model.ClassLetter},
	{"hegde-v-skyline", "Final Order.pdf", model.ClassOrder},
	{"okafor-lewis-v-helix", "demand-for-arbitration.pdf", model.ClassPleading},
	{"okafor-lewis-v-helix", "offer-letter.pdf", model.ClassLetter},
	{"okafor-lewis-v-helix", "witness-statement-ramanathan.pdf", model.ClassDeclaration},
	{"okafor-lewis-v-helix", "slack-export-lab-ops.pdf", model.ClassOther}, // a chat export: none of the classes
	{"okafor-lewis-v-helix", "answering-statement.pdf", model.ClassPleading},
	{"okafor-lewis-v-helix", "procedural-order-2.pdf", model.ClassOrder},
	{"ironwood-v-caldera", "Notice of Default 2023-12-04.pdf", model.ClassLetter},
	{"ironwood-v-caldera", "Email RE Notice of Default.pdf", model.ClassLetter},
	{"ironwood-v-caldera", "Stanton Pike letter 2023-12-20.pdf", model.ClassLetter},
	{"ironwood-v-caldera", "Tolling and Standstill Agreement.pdf", model.ClassContract},
	{"kestrel-v-baltic-turbine", "Request for Arbitration.pdf", model.ClassPleading},
	{"kestrel-v-baltic-turbine", "Procedural Order No. 1.pdf", model.ClassOrder},
	{"kestrel-v-baltic-turbine", "Witness Statement of Lars Vermeulen.pdf", model.ClassDeclaration},
	{"marriage-of-kowalski", "Petition for Dissolution.pdf", model.ClassPleading},
	{"marriage-of-kowalski", "Declaration of Anna Kowalski.pdf", model.ClassDeclaration},
	{"marriage-of-kowalski", "Osei letter 2022-09-12.pdf", model.ClassLetter},
	{"marriage-of-kowalski", "Findings and Order After Hearing.pdf", model.ClassOrder},
	{"in-re-lumen", "First Day Declaration.pdf", model.ClassDeclaration},
	{"in-re-lumen", "Proof of Claim - Brightline Glass.pdf", model.ClassForm}, // Official Form 410
	{"in-re-lumen", "Interim Wages Order.pdf", model.ClassOrder},
	{"in-re-lumen", "Wages Motion (signature page).pdf", model.ClassPleading}, // a motion's signature page
	{"mendez-v-suncoast", "Complaint.pdf", model.ClassPleading},
	{"mendez-v-suncoast", "Retail Installment Sale Contract.pdf", model.ClassContract},
	{"mendez-v-suncoast", "Brennan Deposition.pdf", model.ClassTranscript},
	{"mendez-v-suncoast", "Brennan email 1-12-2023.pdf", model.ClassLetter},
	{"mendez-v-suncoast", "Answer and Affirmative Defenses.pdf", model.ClassPleading},
	{"mendez-v-suncoast", "Order on Motion to Compel Arbitration.pdf", model.ClassOrder},
	{"meridian-v-blue-heron", "Original Petition.pdf", model.ClassPleading},
	{"meridian-v-blue-heron", "Respondent Answer.pdf", model.ClassPleading},
	{"meridian-v-blue-heron", "Affidavit of Sarah Kim.pdf", model.ClassDeclaration},
	{"meridian-v-blue-heron", "Pemberton emails.pdf", model.ClassLetter},
	{"meridian-v-blue-heron", "Loan Agreement.pdf", model.ClassContract},
	{"meridian-v-blue-heron", "Order on Plea.pdf", model.ClassOrder},
	{"monroe-v-chicago", "01 Complaint.pdf", model.ClassPleading},
	{"monroe-v-chicago", "02 City Answers to Interrogatories.pdf", model.ClassPleading},
	{"monroe-v-chicago", "03 Subpoena Lakeshore General.pdf", model.ClassPleading},
	{"monroe-v-chicago", "04 Minute Entry.pdf", model.ClassOrder},
	{"monroe-v-chicago", "05 Incident Report.pdf", model.ClassForm}, // a police report of labelled fields
	{"nguyen-v-maple-ridge", "Statement of Claim.pdf", model.ClassPleading},
	{"nguyen-v-maple-ridge", "Affidavit of Documents - Chen.pdf", model.ClassDeclaration},
	{"nguyen-v-maple-ridge", "Examination for Discovery - Nguyen.pdf", model.ClassTranscript},
	{"novalux-v-brightpath", "D.I. 1 Complaint.pdf", model.ClassPleading},
	{"novalux-v-brightpath", "D.I. 14 Answer and Counterclaims.pdf", model.ClassPleading},
	{"novalux-v-brightpath", "Patent License Agreement (Helio).pdf", model.ClassContract},
	{"novalux-v-brightpath", "D.I. 52 Mehta Declaration.pdf", model.ClassDeclaration},
	{"novalux-v-brightpath", "D.I. 21 Scheduling Order.pdf", model.ClassOrder},
	{"novalux-v-brightpath", "D.I. 60 Letter to Judge Whitcomb.pdf", model.ClassLetter},
	{"okonkwo-v-heartland", "Petition for Damages.pdf", model.ClassPleading},
	{"okonkwo-v-heartland", "Return of Service - Pruett.pdf", model.ClassDeclaration},
	{"okonkwo-v-heartland", "Entry of Appearance.pdf", model.ClassPleading},
	{"okoye-v-lakeshore", "EEOC Charge 440-2023-04417.pdf", model.ClassForm},
	{"okoye-v-lakeshore", "EEOC Notice of Right to Sue.pdf", model.ClassLetter},
	{"okoye-v-lakeshore", "Complaint.pdf", model.ClassPleading},
	{"patel-v-northgate", "Reserved Judgment 1804412-2021.pdf", model.ClassOrder},
	{"patel-v-northgate", "Resignation letter.pdf", model.ClassLetter},
	{"pierce-v-gulfstream", "EEOC Charge.pdf", model.ClassForm}, // an agency charge form
	{"pierce-v-gulfstream", "EEOC Dismissal and Notice of Rights.pdf", model.ClassLetter},
	{"pierce-v-gulfstream", "Original Complaint.pdf", model.ClassPleading},
	{"pierce-v-gulfstream", "Declaration of Trevor McAllister.pdf", model.ClassDeclaration},
	{"pierce-v-gulfstream", "Settlement Agreement.pdf", model.ClassContract},
	{"pierce-v-gulfstream", "Order of Dismissal.pdf", model.ClassOrder},
	{"people-v-ramsey", "People's Opposition to Motion to Suppress.pdf", model.ClassPleading},
	{"people-v-ramsey", "Defendant's Motion to Suppress.pdf", model.ClassPleading},
	{"people-v-ramsey", "DA letter re discovery.pdf", model.ClassLetter},
	{"people-v-ramsey", "Minute Order 2021-05-21.pdf", model.ClassOrder},
	{"reyes-v-dunbar", "Petition V-04412-23.pdf", model.ClassPleading},
	{"reyes-v-dunbar", "Letter of AFC to Judge Oduya.pdf", model.ClassLetter},
	{"reyes-v-dunbar", "Order on Consent 2023-09-12.pdf", model.ClassOrder},
	{"sharma-textiles-v-uoi", "Judgment WP(C) 4512-2021.pdf", model.ClassOrder},
	{"sharma-textiles-v-uoi", "Legal Notice.pdf", model.ClassLetter},
	{"sharma-textiles-v-uoi", "Affidavit of Rajesh Sharma.pdf", model.ClassDeclaration},
	{"southern-peak-v-holt", "Complaint for Declaratory Judgment.pdf", model.ClassPleading},
	{"southern-peak-v-holt", "Policy Declarations.pdf", model.ClassContract}, // an insurance policy's declarations page
	{"southern-peak-v-holt", "Reservation of Rights Letter.pdf", model.ClassLetter},
	{"southern-peak-v-holt", "Affidavit of Dennis Carver.pdf", model.ClassDeclaration},
	{"southern-peak-v-holt", "Holt Answer.pdf", model.ClassPleading},
	{"southern-peak-v-holt", "Bloom email 2022-08-15.pdf", model.ClassLetter},
	{"southern-peak-v-holt", "Order on Cross-Motions.pdf", model.ClassOrder},
	{"tran-v-coastline", "Notice of Appeal.pdf", model.ClassPleading},
	{"tran-v-coastline", "Appellant Opening Brief (excerpt).pdf", model.ClassPleading},
	{"tran-v-coastline", "Transcript of Hearing 2023-07-17.pdf", model.ClassTranscript},
	{"tran-v-coastline", "Pierce letter 2023-08-04.pdf", model.ClassLetter},
	{"tran-v-coastline", "Tran email to compliance.pdf", model.ClassLetter},
	{"tran-v-coastline", "Declaration of Dr. Samir Haddad.pdf", model.ClassDeclaration},
	{"tran-v-coastline", "Employment Agreement - Tran.pdf", model.ClassContract},
	{"tran-v-coastline", "Judgment.pdf", model.ClassOrder},
	{"vasquez-v-summit-valley", "complaint.pdf", model.ClassPleading},
	{"vasquez-v-summit-valley", "answer.pdf", model.ClassPleading},
	{"vasquez-v-summit-valley", "alvarez-declaration.pdf", model.ClassDeclaration},
	{"vasquez-v-summit-valley", "email-chain-jan-2022.pdf", model.ClassLetter},
	{"vasquez-v-summit-valley", "lind-deposition-excerpt.pdf", model.ClassTranscript},
	{"estate-of-wexler", "Petition to Admit Will.pdf", model.ClassPleading},
	{"estate-of-wexler", "Exhibit A - Will.pdf", model.ClassContract}, // a will is an instrument, read as a contract
	{"estate-of-wexler", "Pierce Deposition Transcript.pdf", model.ClassTranscript},
	{"estate-of-wexler", "Ellis email forwarding Wexler.pdf", model.ClassLetter},
	{"estate-of-wexler", "Order 2023-06-12.pdf", model.ClassOrder},
	{"whitaker-v-keystone", "ECF 18 Joint Rule 26(f) Report.pdf", model.ClassPleading},
	{"whitaker-v-keystone", "ECF 21 Scheduling Order.pdf", model.ClassOrder},
	{"whitaker-v-keystone", "ECF 44-3 Declaration of Brian Costa.pdf", model.ClassDeclaration},
	{"whitcomb-v-harborview", "Award 21-01877.pdf", model.ClassOrder},
	{"whitcomb-v-harborview", "Statement of Claim.pdf", model.ClassPleading},
	{"whitcomb-v-harborview", "Whitcomb complaint letter.pdf", model.ClassLetter},
}

// TestClassifyDocuments holds the classifier to the class of every
// document of the sample matters, and prints its accuracy.
func TestClassifyDocuments(t *testing.T) {
	ms, err := samples.Truths()
	if err != nil {
		t.Fatal(err)
	}
	want := map[[2]string]model.DocClass{}
	for _, e := range expectedClasses {
		want[[2]string{e.matter, e.file}] = e.class
	}
	dev := map[[2]string]bool{}
	for _, e := range devClasses {
		want[[2]string{e.matter, e.file}] = e.class
		dev[[2]string{e.matter, e.file}] = true
	}
	read := cachedRead(&record.Extractor{})
	total, right, devMissed, skipped, held := 0, 0, 0, 0, 0
	for _, m := range ms {
		if m.HeldOut {
			held++
			if (held-1)%raceStride() != 0 {
				skipped += len(m.Files)
				continue // a race run samples the held-out matters; see raceStride
			}
		}
		names := make([]string, len(m.Files))
		data := make([][]byte, len(m.Files))
		for i, f := range m.Files {
			names[i], data[i] = f.Name, f.Data
		}
		for _, d := range read(names, data) {
			if len(d.Pages) == 0 {
				continue // unreadable: no class
			}
			w, ok := want[[2]string{m.Name, d.FileName}]
			if !ok {
				t.Errorf("%s / %s: no expected class in the table", m.Name, d.FileName)
				continue
			}
			clean, _, _, _ := model.StripFurniture(d.Pages)
			got := model.ClassifyDocument(clean)
			total++
			if got == w {
				right++
				continue
			}
			if dev[[2]string{m.Name, d.FileName}] {
				devMissed++
				t.Logf("%s / %s: class %q, want %q (dev set: reported, not held)", m.Name, d.FileName, got, w)
				continue
			}
			t.Errorf("%s / %s: class %q, want %q", m.Name, d.FileName, got, w)
		}
	}
	if skipped == 0 && total != len(expectedClasses)+len(devClasses) {
		t.Errorf("classified %d documents, the tables have %d", total, len(expectedClasses)+len(devClasses))
	}
	t.Logf("classifier accuracy %d/%d = %.3f (%d of the dev set's %d documents missed)", right, total, float64(right)/float64(max(total, 1)), devMissed, len(devClasses))
}

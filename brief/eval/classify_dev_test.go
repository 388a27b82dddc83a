package eval

import "pramaan/brief/model"

// devClasses is what each document of the dev set plainly is (the held-out
// matters written in new styles for the model to be measured and then
// improved on). TestClassifyDocuments reports a dev document it classifies
// otherwise without failing: an entry moves to expectedClasses, and is held
// there, once the classifier reads it right.
var devClasses = []struct {
	matter, file string
	class        model.DocClass
}{
	{"meranti-v-lim", "Originating Claim HC-OC 214-2024.pdf", model.ClassPleading},
	{"meranti-v-lim", "Defence of the Defendants.pdf", model.ClassPleading},
	{"meranti-v-lim", "AEIC of Tan Siew Ling.pdf", model.ClassDeclaration},
	{"meranti-v-lim", "Judgment [2025] SGHC 41.pdf", model.ClassOrder},
	{"holloway-v-brackenridge", "N1 Claim Form K4QZ81F2.pdf", model.ClassForm},
	{"holloway-v-brackenridge", "N244 Application Notice.pdf", model.ClassForm},
	{"holloway-v-brackenridge", "Part 36 offer 2024-05-20.pdf", model.ClassLetter},
	{"holloway-v-brackenridge", "Order 2024-06-27.pdf", model.ClassOrder},
	{"great-lakes-cold-storage", "NLRB-501 Charge 07-CA-318844.pdf", model.ClassForm},
	{"great-lakes-cold-storage", "Complaint and Notice of Hearing.pdf", model.ClassPleading},
	{"great-lakes-cold-storage", "ALJ Decision JD-12-25.pdf", model.ClassOrder},
	{"samudera-v-hanshin", "Notice of Arbitration.pdf", model.ClassPleading},
	{"samudera-v-hanshin", "Response to Notice of Arbitration.pdf", model.ClassPleading},
	{"samudera-v-hanshin", "Procedural Order No. 1.pdf", model.ClassOrder},
	{"samudera-v-hanshin", "Partial Award on Jurisdiction.pdf", model.ClassOrder},
	{"msrdc-v-jadhav", "SLP (C) - Petition.pdf", model.ClassPleading},
	{"msrdc-v-jadhav", "SLP (C) - Synopsis and List of Dates.pdf", model.ClassPleading}, // part of the petition's paper book
	{"msrdc-v-jadhav", "SLP (C) - Affidavit.pdf", model.ClassDeclaration},
	{"msrdc-v-jadhav", "Record of Proceedings 19-07-2024.pdf", model.ClassOrder},
	{"mokoena-v-tshwane", "Notice of Motion.pdf", model.ClassPleading},
	{"mokoena-v-tshwane", "Founding Affidavit.pdf", model.ClassDeclaration},
	{"mokoena-v-tshwane", "First Respondent's Answering Affidavit.pdf", model.ClassDeclaration},
	{"mokoena-v-tshwane", "Court Order 2024-06-11.pdf", model.ClassOrder},
	{"estrada-v-commissioner", "Notice of Deficiency 2024-08-19.pdf", model.ClassLetter},
	{"estrada-v-commissioner", "Petition (Form 2).pdf", model.ClassForm}, // the Court's petition form
	{"estrada-v-commissioner", "Answer.pdf", model.ClassPleading},
	{"estrada-v-commissioner", "Stipulated Decision.pdf", model.ClassOrder},
	{"matter-of-herrera-lopez", "Notice to Appear (I-862).pdf", model.ClassForm},
	{"matter-of-herrera-lopez", "Motion to Continue.pdf", model.ClassPleading},
	{"matter-of-herrera-lopez", "Declaration of Oscar Herrera Lopez.pdf", model.ClassDeclaration},
	{"matter-of-herrera-lopez", "Declaration of Rosa Elena Herrera.pdf", model.ClassDeclaration},
	{"matter-of-herrera-lopez", "Order of the Immigration Judge.pdf", model.ClassOrder},
	{"r-v-carter", "Indictment T20247031.pdf", model.ClassPleading},
	{"r-v-carter", "MG11 Statement of Mohammed Rafiq.pdf", model.ClassDeclaration}, // a witness statement on the police form
	{"r-v-carter", "Defence Statement - Carter.pdf", model.ClassPleading},
	{"r-v-carter", "Sentencing Remarks 2024-09-20.pdf", model.ClassOrder},
	{"hartley-and-hartley", "Initiating Application (Family Law).pdf", model.ClassForm},
	{"hartley-and-hartley", "Affidavit of Rebecca Jane Hartley.pdf", model.ClassDeclaration},
	{"hartley-and-hartley", "Annexure RJH-1 - School letter.pdf", model.ClassLetter},
	{"hartley-and-hartley", "Interim Orders 2024-04-29.pdf", model.ClassOrder},
	{"brightpath-petrova", "Gmail - Leaving Brightpath.pdf", model.ClassLetter},
	{"brightpath-petrova", "Harrow Sterling letter 2024-04-19.pdf", model.ClassLetter},
	{"brightpath-petrova", "Veridian response 2024-04-25.pdf", model.ClassLetter},
	{"brightpath-petrova", "Email re forensic protocol.pdf", model.ClassLetter},
	{"northfield-v-cardiosense", "Petition for Inter Partes Review.pdf", model.ClassPleading},
	{"northfield-v-cardiosense", "Ex. 1002 Declaration of Dr. Elaine Whitford.pdf", model.ClassDeclaration},
	{"northfield-v-cardiosense", "Patent Owner Preliminary Response.pdf", model.ClassPleading},
	{"northfield-v-cardiosense", "Paper 9 Decision Granting Institution.pdf", model.ClassOrder},
	{"estate-of-pruitt", "DE-111 Petition for Probate.pdf", model.ClassForm},
	{"estate-of-pruitt", "DE-121 Notice of Petition to Administer Estate.pdf", model.ClassForm},
	{"estate-of-pruitt", "DE-140 Order for Probate.pdf", model.ClassForm}, // the court's order on a Judicial Council form
	{"estate-of-pruitt", "DE-150 Letters Testamentary.pdf", model.ClassForm},
	{"obriain-v-dromcollin", "Hennessy Lynch letter 2024-01-22.pdf", model.ClassLetter},
	{"obriain-v-dromcollin", "Plenary Summons 2024-1187P.pdf", model.ClassPleading},
	{"obriain-v-dromcollin", "Affidavit of Ciaran O Briain.pdf", model.ClassDeclaration},
	{"obriain-v-dromcollin", "Order 2024-10-21.pdf", model.ClassOrder},
	{"lakeview-v-smiletech", "AAA Demand for Arbitration.pdf", model.ClassForm},
	{"lakeview-v-smiletech", "AAA letter 2024-04-15.pdf", model.ClassLetter},
	{"lakeview-v-smiletech", "Report of Preliminary Hearing and Scheduling Order.pdf", model.ClassOrder},
	{"lakeview-v-smiletech", "Award of Arbitrator.pdf", model.ClassOrder},
	{"kaur-v-northern-ridge", "Volkov demand letter 2024-02-05.pdf", model.ClassLetter},
	{"kaur-v-northern-ridge", "Form 7A Plaintiff's Claim SC-24-00004417.pdf", model.ClassForm},
	{"kaur-v-northern-ridge", "Form 9A Defence.pdf", model.ClassForm},
	{"kaur-v-northern-ridge", "Endorsement 2024-06-12.pdf", model.ClassOrder},
	{"state-v-chhabra", "FIR 0412-2024 PS Hauz Khas.pdf", model.ClassForm}, // the police's first information report form
	{"state-v-chhabra", "Bail Application u-s 439 CrPC.pdf", model.ClassPleading},
	{"state-v-chhabra", "Order 05.04.2024.pdf", model.ClassOrder},
	{"kemboi-v-tsc", "Petition E412 of 2024.pdf", model.ClassPleading},
	{"kemboi-v-tsc", "Supporting Affidavit.pdf", model.ClassDeclaration},
	{"kemboi-v-tsc", "Judgment 2024-09-27.pdf", model.ClassOrder},
	{"parata-v-harbourside", "Personal grievance letter 2023-09-08.pdf", model.ClassLetter},
	{"parata-v-harbourside", "ERA Form 1 Statement of Problem.pdf", model.ClassForm},
	{"parata-v-harbourside", "Determination [2024] NZERA 412.pdf", model.ClassOrder},
	{"r-v-desrosiers", "Information 4411-998-24-15872.pdf", model.ClassPleading}, // the charging document, on a form with a caption-like head
	{"r-v-desrosiers", "Release Order 2024-06-05.pdf", model.ClassOrder},
	{"r-v-desrosiers", "Reasons for Judgment 2024-11-18.pdf", model.ClassOrder},
	{"in-re-sandoval", "Official Form 309A Notice of Chapter 7 Case.pdf", model.ClassForm},
	{"in-re-sandoval", "Proof of Claim - Desert Sun Credit Union.pdf", model.ClassForm},
	{"in-re-sandoval", "Trustee's 9019 Motion.pdf", model.ClassPleading},
	{"in-re-sandoval", "Official Form 318 Order of Discharge.pdf", model.ClassOrder},
	{"nordhavn-v-qasr-al-bahr", "Notice of Arbitration (UNCITRAL).pdf", model.ClassPleading},
	{"nordhavn-v-qasr-al-bahr", "Response to Notice of Arbitration.pdf", model.ClassPleading},
	{"nordhavn-v-qasr-al-bahr", "PCA letter 2024-05-10.pdf", model.ClassLetter},
	{"nordhavn-v-qasr-al-bahr", "Procedural Order No. 1.pdf", model.ClassOrder},
	{"oconnell-v-neponset-auto", "93A demand letter 2024-01-08.pdf", model.ClassLetter},
	{"oconnell-v-neponset-auto", "Neponset Auto reply 2024-01-29.pdf", model.ClassLetter},
	{"oconnell-v-neponset-auto", "Statement of Small Claim and Notice of Trial.pdf", model.ClassForm},
	{"oconnell-v-neponset-auto", "Small Claims Judgment.pdf", model.ClassForm}, // the court's judgment on its notice form
	{"bondi-surf-v-wavecrest", "Originating Application NSD1187-2024.pdf", model.ClassForm},
	{"bondi-surf-v-wavecrest", "Transcript Day 2 - 5 March 2025.pdf", model.ClassTranscript},
	{"bondi-surf-v-wavecrest", "Judgment [2025] FCA 412.pdf", model.ClassOrder},
	{"harding-v-pennine", "Acas EC Certificate R412187-24-68.pdf", model.ClassForm},
	{"harding-v-pennine", "ET1 Claim Form.pdf", model.ClassForm},
	{"harding-v-pennine", "ET3 Response Form.pdf", model.ClassForm},
	{"harding-v-pennine", "Notice of Preliminary Hearing.pdf", model.ClassLetter}, // the tribunal office's notice, sent "To:" the parties
	{"tallgrass-v-verdant", "ECF 1 Complaint.pdf", model.ClassPleading},
	{"tallgrass-v-verdant", "ECF 14 Answer of Verdant AgriSystems.pdf", model.ClassPleading},
	{"tallgrass-v-verdant", "ECF 22 Pretrial Scheduling Order.pdf", model.ClassOrder},
	{"tallgrass-v-verdant", "ECF 31 Solberg Declaration with Exhibit 1.pdf", model.ClassDeclaration},
	{"tallgrass-v-verdant", "ECF 31-2 Exhibit 2 Lindgren Deposition Excerpts.pdf", model.ClassTranscript},
}

package model

import "testing"

// TestLabelFirstHeadings: a tribunal's heading of label-first lines
// ("Claimant:", "Respondent:", "Heard at:", "Before:"), printed in spaced
// columns or, in reading order, as a column of labels apart from its
// column of values; "Before:" heads the bench, never a party.
func TestLabelFirstHeadings(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "spaced columns", text: "Case No: 1804512/2023\nEMPLOYMENT TRIBUNALS\nClaimant:          Mr T Evans\nRespondent:  Riverside Care Homes Limited\nHeard at:  Leeds          On: 4 and 5 May 2023\nBefore:  Employment Judge Hart\nJUDGMENT\nThe claim of unfair dismissal is well founded.",
			want:  []string{"T Evans/plaintiff", "Riverside Care Homes Limited/respondent"},
			never: []string{"Before/respondent", "Heard at/respondent"}},
		{name: "columns in reading order", text: "Case Number: 2200318/2023\nEMPLOYMENT TRIBUNALS\nClaimant:\n\nMs Priya Shah\n\nRespondent:\nHeard at:\n\nBefore:\nMembers:\n\nNorthgate Logistics Limited\nLondon Central\nOn: 12 September 2023\n\nEmployment Judge Moor\nMr A Jones\n\nRepresentation\nClaimant: In person\nRespondent: Mr K Patel (counsel)\nJUDGMENT\nThe claim is dismissed.",
			want:  []string{"Priya Shah/plaintiff", "Northgate Logistics Limited/respondent"},
			never: []string{"Before/respondent", "Members/respondent", "London Central/respondent"}},
	})
}

// TestEnglishAppealCaption: an English appeal judgment's caption after
// "Between :", each name in capitals with its label at the right of its
// line; in reading order the labels come apart after the names (behind
// the appearances' "For the Appellant" headings), the rule of dashes runs
// into "Between :" and the "- and -" runs into the second name.
func TestEnglishAppealCaption(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "spaced", text: "Neutral Citation Number: [2023] EAT 112\nCase No: EA-2022-000455-RN\nEMPLOYMENT APPEAL TRIBUNAL\nRolls Building, Fetter Lane, London, EC4A 1NL\nDate: 4 July 2023\nBefore :\nTHE HONOURABLE MRS JUSTICE EADY\n- - - - - - - - - - - - - - - - - - - - -\nBetween :\nMS HELEN CARTWRIGHT          Appellant\n- and -\nNORTHERN FREIGHT SERVICES LIMITED          Respondent\n- - - - - - - - - - - - - - - - - - - - -\nMr T Kibling (instructed by Leigh Day) for the Appellant\nJUDGMENT",
			want: []string{"Helen Cartwright/appellant", "Northern Freight Services Limited/respondent"}},
		{name: "reading order", text: "Neutral Citation Number: [2023] EAT 112\nCase No: EA-2022-000455-RN\nEMPLOYMENT APPEAL TRIBUNAL\nDate: 4 July 2023\nBefore :\nTHE HONOURABLE MRS JUSTICE EADY\n--------------------Between :\nMS HELEN CARTWRIGHT\n- and NORTHERN FREIGHT SERVICES LIMITED\n---------------------\n\nFor the Appellant\n\nFor the Respondent\n\nAppellant\nRespondent\n\nAPPEARANCES\nMR PAUL KIBLING\n(of Counsel)\nInstructed by:\nLeigh Day\nMS ANNA GREEN\n(of Counsel)\nHearing date: 6 June 2023\n--------------------JUDGMENT",
			want:  []string{"Helen Cartwright/appellant", "Northern Freight Services Limited/respondent"},
			never: []string{"Paul Kibling/appellant", "Anna Green/respondent"}},
	})
}

// TestCaptionHeadingsNoParty: headings around a caption that are no party:
// a cover's title under the last label ("Respondent" / "FINAL AWARD"), a
// party's country in brackets under its name ("(Republic of Korea)"), an
// arbitration's opening "IN THE MATTER OF THE ARBITRATION BETWEEN", a
// Scottish defences' heading stacked over "for" and the defender's name,
// and a one-line Scottish instance cut at a bracket of the name.
func TestCaptionHeadingsNoParty(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "arbitral cover", text: "INTERNATIONAL CHAMBER OF COMMERCE\nINTERNATIONAL COURT OF ARBITRATION\nICC Case No. 25110/HTG\n\nHANWOL ENGINEERING CO., LTD.\n(Republic of Korea)\nClaimant\nv.\nAL-NOOR CEMENT COMPANY W.L.L.\n(State of Kuwait)\nRespondent\n\nPARTIAL AWARD\n\nrendered by an Arbitral Tribunal composed of\nMr John Carter, President",
			want:  []string{"Hanwol Engineering Co., Ltd./plaintiff", "Al-Noor Cement Company W.L.L./respondent"},
			never: []string{"Partial Award/respondent", "Republic of Korea/plaintiff", "State of Kuwait/respondent"}},
		{name: "labor arbitration heading", text: "IN THE MATTER OF THE ARBITRATION BETWEEN\nTEAMSTERS LOCAL 120,\n(Union),\nand\nNORTHERN DAIRY COOPERATIVE,\n(Employer).\nOPINION AND AWARD\nArbitrator: Jane Doe",
			never: []string{"The Arbitration Between/party", "Arbitration Between/party"}},
		{name: "scottish defences", text: "SHERIFFDOM OF GLASGOW AND STRATHKELVIN AT GLASGOW\nDEFENCES\nfor\nCLYDE FABRICATION LIMITED\nDEFENDER\nin the cause\nMORAG ANNE STEWART\nPURSUER\nagainst\nCLYDE FABRICATION LIMITED\nDEFENDER\nANSWERS TO CONDESCENDENCE\nAnswer 1. Admitted.",
			want:  []string{"Clyde Fabrication Limited/defendant", "Morag Anne Stewart/plaintiff"},
			never: []string{"Sheriffdom of Glasgow/defendant", "Strathkelvin at Glasgow Defences for Clyde Fabrication Limited/defendant"}},
		{name: "scottish one-line instance", text: "SHERIFFDOM OF TAYSIDE, CENTRAL AND FIFE AT DUNDEE\nB412/23\nINTERLOCUTOR\nTAYSIDE ROOFING LIMITED, PURSUER, against GRAMPIAN HOMES\n(NORTH) LIMITED and ALISTAIR JOHN REID, DEFENDERS\nDUNDEE, 3 May 2024\nThe Sheriff, having heard parties, allows a proof.",
			want:  []string{"Tayside Roofing Limited/plaintiff", "Grampian Homes (North) Limited/defendant", "Alistair John Reid/defendant"},
			never: []string{"North) Limited/defendant"}},
	})
}

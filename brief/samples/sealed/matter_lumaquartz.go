package sealed

import "pramaan/brief/truth"

// A patent-based unfair import investigation before the United States
// International Trade Commission under section 337: the Commission's notice
// of institution in the Federal Register's style (agency line, "ACTION:",
// "SUMMARY:", "DATES:", "FOR FURTHER INFORMATION CONTACT:", the
// complainant and the respondents with their addresses, the Office of
// Unfair Import Investigations as a party, "By order of the Commission",
// the FR Doc. footer); the administrative law judge's order setting the
// target date and procedural schedule ("In the Matter of CERTAIN ... AND
// COMPONENTS THEREOF", "Inv. No. 337-TA-..."); and a respondent's notice
// of appearance of counsel with its certificate of service on the
// Secretary and the parties.
func init() { specs = append(specs, lumaquartz) }

func lumaquartz() spec {
	matterOf := with([]block{cb("UNITED STATES INTERNATIONAL TRADE COMMISSION"), c("Washington, D.C."), gap()},
		caption("", []string{"In the Matter of", "", "CERTAIN LIDAR SENSOR MODULES AND", "COMPONENTS THEREOF"}, []string{"", "", "Inv. No. 337-TA-1427", ""}),
		[]block{rule(), gap()})

	notice := doc{name: "Notice of Institution of Investigation.pdf", font: "Times", size: 10.5,
		header: "Federal Register / Vol. 89, No. 182 / Thursday, September 19, 2024 / Notices", headerAlign: "L",
		footer: "[FR Doc. 2024-21408 Filed 9-18-24; 8:45 am]", footerAlign: "L",
		pages: []page{
			{
				lb("INTERNATIONAL TRADE COMMISSION"), lb("[Investigation No. 337-TA-1427]"),
				lb("Certain Lidar Sensor Modules and Components Thereof; Institution of Investigation"), gap(),
				p("AGENCY: U.S. International Trade Commission."),
				p("ACTION: Notice."),
				p("SUMMARY: Notice is hereby given that a complaint was filed with the U.S. International Trade Commission on August 16, 2024, under section 337 of the Tariff Act of 1930, as amended, on behalf of LumaQuartz Photonics, Inc. of San Jose, California. A supplement to the complaint was filed on August 30, 2024. The complaint, as supplemented, alleges violations of section 337 based upon the importation into the United States, the sale for importation, and the sale within the United States after importation of certain lidar sensor modules and components thereof by reason of the infringement of certain claims of U.S. Patent No. 11,204,817 and U.S. Patent No. 11,598,032."),
				p("DATES: The complaint was filed on August 16, 2024."),
				p("FOR FURTHER INFORMATION CONTACT: Pathenia Okwuosa-Grant, Office of Docket Services, U.S. International Trade Commission, telephone (202) 555-1802."),
				p("SUPPLEMENTARY INFORMATION: Authority: The authority for institution of this investigation is contained in section 337 of the Tariff Act of 1930, as amended, 19 U.S.C. 1337, and in section 210.10 of the Commission's Rules of Practice and Procedure, 19 CFR 210.10 (2024)."),
				p("Scope of Investigation: Having considered the complaint, the U.S. International Trade Commission, on September 13, 2024, ORDERED THAT -- (1) Pursuant to subsection (b) of section 337, an investigation be instituted to determine whether there is a violation of subsection (a)(1)(B) of section 337."),
			},
			{
				p("(2) For the purpose of the investigation so instituted, the following are hereby named as parties upon which this notice of investigation shall be served:"),
				p("(a) The complainant is: LumaQuartz Photonics, Inc., 2150 Zanker Road, San Jose, CA 95131."),
				p("(b) The respondents are the following entities alleged to be in violation of section 337, and are the parties upon which the complaint is to be served: Hangrui Optoelectronics Co., Ltd., No. 88 Keji Road, Suzhou Industrial Park, Suzhou, Jiangsu 215021, China; Hangrui Technology (USA) Inc., 4700 Patrick Henry Drive, Santa Clara, CA 95054; Veldmark Sensing B.V., Kanaalweg 17, 5611 Eindhoven, Netherlands."),
				p("(c) The Office of Unfair Import Investigations, U.S. International Trade Commission, 500 E Street SW, Suite 401, Washington, DC 20436; and"),
				p("(3) For the investigation so instituted, the Chief Administrative Law Judge shall designate the presiding Administrative Law Judge."),
				p("Responses to the complaint and the notice of investigation must be submitted by the named respondents in accordance with section 210.13 of the Commission's Rules of Practice and Procedure."),
				ls("By order of the Commission.", "Issued: September 13, 2024.", "Lisbeth R. Amundsen-Carr,", "Supervisory Attorney."),
			},
		}}

	order := doc{name: "Order No. 4 Target Date and Procedural Schedule.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(matterOf, []block{
				cb("ORDER NO. 4: SETTING TARGET DATE AND PROCEDURAL SCHEDULE"), gap(),
				p("(October 4, 2024)"),
				p("The Commission instituted this investigation on September 13, 2024, and the notice of investigation was published in the Federal Register on September 19, 2024. A preliminary conference was held on October 1, 2024, at which counsel for complainant LumaQuartz Photonics, Inc., counsel for respondents, and the Commission Investigative Staff appeared."),
				p("Having considered the parties' joint proposal, the target date for completion of this investigation is set at sixteen months, that is, January 19, 2026. The final initial determination shall be issued by September 19, 2025. The principal dates of the procedural schedule are:"),
				row([]float64{0.65, 0.35}, "Event", "Date"),
				row([]float64{0.65, 0.35}, "Markman hearing", "January 14, 2025"),
				row([]float64{0.65, 0.35}, "Close of fact discovery", "March 7, 2025"),
				row([]float64{0.65, 0.35}, "Evidentiary hearing begins", "June 9, 2025"),
				row([]float64{0.65, 0.35}, "Final initial determination", "September 19, 2025"),
				row([]float64{0.65, 0.35}, "Target date", "January 19, 2026"),
				gap(),
				l("SO ORDERED."), gap(),
				ls("                                        ________________________", "                                        Bartholomew K. Nkemdirim", "                                        Administrative Law Judge"),
			}),
		}}

	appearance := doc{name: "Notice of Appearance Veldmark.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(matterOf, []block{
				cb("NOTICE OF APPEARANCE OF COUNSEL FOR RESPONDENT VELDMARK SENSING B.V."), gap(),
				p("PLEASE TAKE NOTICE that the following attorneys of Strathmore Idowu LLP hereby enter their appearance as counsel of record for Respondent Veldmark Sensing B.V. in the above-captioned investigation, and request that all correspondence and service of papers be directed to them:"),
				ls("Evelyn J. Strathmore", "Adebayo T. Idowu", "Quinn Marchetti-Lowell", "STRATHMORE IDOWU LLP", "1000 Maine Avenue SW, Suite 500", "Washington, DC 20024", "(202) 555-0135", "Veldmark-ITC@strathmoreidowu.com"), gap(),
				ls("Dated: October 9, 2024                  Respectfully submitted,", "", "                                        /s/ Evelyn J. Strathmore", "                                        Evelyn J. Strathmore", "                                        Counsel for Respondent Veldmark Sensing B.V."),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on October 9, 2024, the foregoing document was filed with the Secretary of the Commission via EDIS and served on the Administrative Law Judge, the Office of Unfair Import Investigations (attn: Colette M. Varga-Pruitt, Investigative Attorney), counsel for complainant (Harrison Lee-Okafor, Fenwright Sato LLP), and counsel for the Hangrui respondents (Meiling Zhou-Barrett, Castellan Ward LLP) by electronic mail."),
				ls("                                        /s/ Quinn Marchetti-Lowell"),
			}),
		}}

	return spec{
		name: "in-re-certain-lidar-sensor-modules-itc", title: "Certain Lidar Sensor Modules and Components Thereof (USITC Inv. No. 337-TA-1427)",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 6, PartyCorrect: 5, EventTruth: 15, EventHits: 15, Grounded: 1}, // at commit 3dc306d
		docs:       []doc{notice, order, appearance},
		parties: []truth.Party{
			{Name: "LumaQuartz Photonics, Inc.", Role: "plaintiff"}, // the complainant
			{Name: "Hangrui Optoelectronics Co., Ltd.", Role: "respondent"},
			{Name: "Hangrui Technology (USA) Inc.", Role: "respondent"},
			{Name: "Veldmark Sensing B.V.", Role: "respondent"},
			{Name: "Office of Unfair Import Investigations", Role: "party"},
			{Name: "Evelyn J. Strathmore", Role: "counsel"},
			{Name: "Adebayo T. Idowu", Role: "counsel"},
			{Name: "Quinn Marchetti-Lowell", Role: "counsel"},
			{Name: "Quinn Marchetti-Lowell", Role: "declarant"}, // the certificate of service
			{Name: "Colette M. Varga-Pruitt", Role: "counsel"},
			{Name: "Harrison Lee-Okafor", Role: "counsel"},
			{Name: "Meiling Zhou-Barrett", Role: "counsel"},
			{Name: "Bartholomew K. Nkemdirim", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-09-19", File: "Notice of Institution of Investigation.pdf", Page: 1},
			{Date: "2024-08-16", File: "Notice of Institution of Investigation.pdf", Page: 1},
			{Date: "2024-08-30", File: "Notice of Institution of Investigation.pdf", Page: 1},
			{Date: "2024-09-13", File: "Notice of Institution of Investigation.pdf", Page: 1},
			{Date: "2024-09-13", File: "Notice of Institution of Investigation.pdf", Page: 2},
			{Date: "2024-10-04", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2024-09-13", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2024-09-19", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2024-10-01", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2026-01-19", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2025-01-14", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2025-03-07", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2025-06-09", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2025-09-19", File: "Order No. 4 Target Date and Procedural Schedule.pdf", Page: 1},
			{Date: "2024-10-09", File: "Notice of Appearance Veldmark.pdf", Page: 1},
		},
	}
}

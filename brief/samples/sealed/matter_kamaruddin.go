package sealed

import "pramaan/brief/truth"

// A dismissal reference to the Industrial Court of Malaysia: the
// Minister's reference letter under section 20(3) of the Industrial
// Relations Act 1967 (ministry letterhead with "Ruj. Kami:" and "Tarikh:",
// the parties in English); the company's statement in reply; and the award
// (the case and award numbers, "BETWEEN ... AND ...", "Before: Y.A. PUAN
// ... - Chairman", the labelled preamble "Venue:", "Date of Reference:",
// "Dates of Mention:", "Date of Hearing:", "Representation:", the
// witnesses as "COW-1" and "CLW-1", "Reference:", the award paragraphs and
// "HANDED DOWN AND DATED THIS ... DAY OF").
func init() { specs = append(specs, kamaruddin) }

func kamaruddin() spec {
	reference := doc{name: "Ministerial Reference Letter.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{{
			cb("KEMENTERIAN SUMBER MANUSIA"), c("MINISTRY OF HUMAN RESOURCES, MALAYSIA"), c("Aras 6-9, Blok D3, Kompleks D, Pusat Pentadbiran Kerajaan Persekutuan, 62530 Putrajaya"), rule(),
			ls("Ruj. Kami: KSM/PP/30/05/Jld.114(27)", "Tarikh: 8 Februari 2023 / 8 February 2023", "",
				"Presiden", "Mahkamah Perusahaan Malaysia (Industrial Court of Malaysia)", "Aras 1-4, Blok D4, Kompleks D", "62530 Putrajaya"), gap(),
			l("Tuan,"), gap(),
			lb("REFERENCE UNDER SECTION 20(3) OF THE INDUSTRIAL RELATIONS ACT 1967"),
			lb("DISMISSAL OF NORHAYATI BINTI KAMARUDDIN BY PERDANA AEROSPACE COMPONENTS SDN. BHD."), gap(),
			p("Pursuant to section 20(3) of the Industrial Relations Act 1967, the Minister of Human Resources, being satisfied that the representations made by Norhayati binti Kamaruddin on 14 September 2022 under section 20(1) of the Act, regarding her dismissal by Perdana Aerospace Components Sdn. Bhd. on 29 August 2022, could not be resolved through conciliation, hereby refers the said representations to the Industrial Court for an award."),
			ls("Sekian, terima kasih.", "", "\"MALAYSIA MADANI\"", "\"BERKHIDMAT UNTUK NEGARA\"", "", "Saya yang menjalankan amanah,", "", "(AHMAD FAIZAL BIN ROSLAN)", "bagi pihak Menteri Sumber Manusia", "",
				"s.k.: Norhayati binti Kamaruddin, No. 12, Jalan Seroja 3, Taman Seroja, 43000 Kajang, Selangor", "     Perdana Aerospace Components Sdn. Bhd., Lot 8, Jalan Hi-Tech 4, Kulim Hi-Tech Park, 09000 Kulim, Kedah"),
		}}}

	capt := []block{
		cb("INDUSTRIAL COURT OF MALAYSIA"), gap(), c("CASE NO: 4/4-0388/23"), gap(),
		cb("BETWEEN"), gap(), cb("NORHAYATI BINTI KAMARUDDIN"), gap(), cb("AND"), gap(), cb("PERDANA AEROSPACE COMPONENTS SDN. BHD."), gap(),
	}

	reply := doc{name: "Statement in Reply.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(capt, []block{
				cb("STATEMENT IN REPLY"), gap(),
				p("The Company, by its solicitors, states as follows in reply to the Claimant's Statement of Case dated 10 April 2023:"),
				p("1. The Company admits that the Claimant was employed as a Quality Assurance Engineer from 3 January 2017 at a last drawn basic salary of RM6,850 per month."),
				p("2. On 11 July 2022 the Claimant was issued a show cause letter for approving the release of a batch of actuator brackets without the required dimensional inspection. A domestic inquiry was held on 2 and 3 August 2022, at which the Claimant was found guilty of the charge."),
				p("3. The Company dismissed the Claimant with effect from 29 August 2022 on the ground of serious misconduct, the release having caused a customer to reject the batch and to issue a corrective action request on 18 July 2022."),
				p("4. The Company prays that the Claimant's claim be dismissed."),
			}),
			{
				ls("Dated this 15th day of May 2023.", "", "                                        .......................................", "                                        Messrs. Lim Kaur & Zainal",
					"                                        Solicitors for the Company", "                                        (Ref: LKZ/IR/0231/23 - Tan Wei Ming)", "",
					"This Statement in Reply is filed by Messrs. Lim Kaur & Zainal, Solicitors for the Company, whose address for service is Suite 12-3, Menara Penang Garden, 42A Jalan Sultan Ahmad Shah, 10050 Penang."),
			},
		}}

	award := doc{name: "Award No 1402 of 2024.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(capt, []block{
				c("AWARD NO: 1402 OF 2024"), gap(),
				l("Before:        Y.A. PUAN SITI RAHMAH BINTI ABDUL GHANI - Chairman"), gap(),
				row([]float64{0.3, 0.7}, "Venue:", "Industrial Court of Malaysia, Penang Branch"),
				row([]float64{0.3, 0.7}, "Date of Reference:", "8 February 2023"),
				row([]float64{0.3, 0.7}, "Dates of Mention:", "14 March 2023, 22 May 2023, 4 September 2023"),
				row([]float64{0.3, 0.7}, "Date of Hearing:", "20 February 2024"),
				row([]float64{0.3, 0.7}, "Representation:", "Mr. Gurdeep Singh a/l Balwant Singh, of Messrs. Gurdeep & Partners, Counsel for the Claimant\nMr. Tan Wei Ming, of Messrs. Lim Kaur & Zainal, Counsel for the Company"),
				gap(),
				lb("Reference:"),
				p("This is a reference made under section 20(3) of the Industrial Relations Act 1967 arising out of the dismissal of Norhayati binti Kamaruddin (\"the Claimant\") by Perdana Aerospace Components Sdn. Bhd. (\"the Company\") on 29 August 2022."),
			}),
			{
				cb("AWARD"), gap(),
				p("[1] The Company called two witnesses: Encik Mohd Hafiz bin Zulkifli, its Quality Manager (COW-1), and Puan Lee Siew Ling, the chairman of the domestic inquiry panel (COW-2). The Claimant gave evidence on her own behalf (CLW-1)."),
				p("[2] The burden is on the Company to prove on a balance of probabilities that the Claimant committed the misconduct alleged and that it warranted dismissal. COW-1 accepted in cross-examination that the dimensional inspection had been waived by his own email of 8 July 2022 for batches from the qualified supplier, and that the Claimant had acted on that email."),
				p("[3] The Court finds that the misconduct has not been proven and that the dismissal was without just cause or excuse. Reinstatement is not appropriate, the Claimant having found new employment on 1 March 2023."),
				p("[4] The Court orders the Company to pay the Claimant back wages of RM41,100 (six months, the period of unemployment) and compensation in lieu of reinstatement of RM41,100 (one month for each completed year of service), less statutory deductions, within 30 days of this award."),
				gap(),
				l("HANDED DOWN AND DATED THIS 11TH DAY OF JULY 2024."), gap(),
				ls("                                        Signed", "                                        (SITI RAHMAH BINTI ABDUL GHANI)", "                                        CHAIRMAN", "                                        INDUSTRIAL COURT OF MALAYSIA", "                                        PENANG"),
			},
		}}

	return spec{
		name: "norhayati-v-perdana-aerospace-industrial-court", title: "Norhayati binti Kamaruddin v Perdana Aerospace Components Sdn. Bhd. (Industrial Court of Malaysia, Case No. 4/4-0388/23, Award No. 1402 of 2024)",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 0, PartyCorrect: 0, EventTruth: 17, EventHits: 17, Grounded: 1}, // at commit 64b40f2
		docs:       []doc{reference, reply, award},
		parties: []truth.Party{
			{Name: "Norhayati binti Kamaruddin", Role: "plaintiff"}, // the claimant
			{Name: "Norhayati binti Kamaruddin", Role: "witness"},
			{Name: "Norhayati binti Kamaruddin", Role: "recipient"}, // copied on the reference
			{Name: "Perdana Aerospace Components Sdn. Bhd.", Role: "respondent"},
			{Name: "Perdana Aerospace Components Sdn. Bhd.", Role: "recipient"},
			{Name: "Ahmad Faizal bin Roslan", Role: "sender"},
			{Name: "Gurdeep Singh a/l Balwant Singh", Role: "counsel"},
			{Name: "Tan Wei Ming", Role: "counsel"},
			{Name: "Mohd Hafiz bin Zulkifli", Role: "witness"},
			{Name: "Lee Siew Ling", Role: "witness"},
			{Name: "Siti Rahmah binti Abdul Ghani", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-02-08", File: "Ministerial Reference Letter.pdf", Page: 1},
			{Date: "2022-09-14", File: "Ministerial Reference Letter.pdf", Page: 1},
			{Date: "2022-08-29", File: "Ministerial Reference Letter.pdf", Page: 1},
			{Date: "2023-04-10", File: "Statement in Reply.pdf", Page: 1},
			{Date: "2017-01-03", File: "Statement in Reply.pdf", Page: 1},
			{Date: "2022-07-11", File: "Statement in Reply.pdf", Page: 1},
			{Date: "2022-08-02", File: "Statement in Reply.pdf", Page: 1},
			{Date: "2022-08-29", File: "Statement in Reply.pdf", Page: 1},
			{Date: "2022-07-18", File: "Statement in Reply.pdf", Page: 1},
			{Date: "2023-05-15", File: "Statement in Reply.pdf", Page: 2},
			{Date: "2023-02-08", File: "Award No 1402 of 2024.pdf", Page: 1},
			{Date: "2023-03-14", File: "Award No 1402 of 2024.pdf", Page: 1},
			{Date: "2024-02-20", File: "Award No 1402 of 2024.pdf", Page: 1},
			{Date: "2022-08-29", File: "Award No 1402 of 2024.pdf", Page: 1},
			{Date: "2022-07-08", File: "Award No 1402 of 2024.pdf", Page: 2},
			{Date: "2023-03-01", File: "Award No 1402 of 2024.pdf", Page: 2},
			{Date: "2024-07-11", File: "Award No 1402 of 2024.pdf", Page: 2},
		},
	}
}

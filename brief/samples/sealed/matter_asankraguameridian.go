package sealed

import "pramaan/brief/truth"

// A commercial debt suit in the High Court of Ghana, Commercial Division,
// Accra, on the forms of the High Court (Civil Procedure) Rules, 2004
// (C.I. 47), A4: the writ of summons (Form 1: "IN THE SUPERIOR COURT OF
// JUDICATURE / IN THE HIGH COURT OF JUSTICE / COMMERCIAL DIVISION / ACCRA -
// A.D. 2024", "SUIT NO. CM/RPC/...", parties with their addresses in
// capitals, "YOU ARE HEREBY COMMANDED", the endorsement of claim in GH¢,
// "This Writ was issued by ... whose address for service is", the lawyer's
// licence number, "REGISTRAR"), the statement of claim ("DATED AT ... THIS
// 12TH DAY OF APRIL, 2024", "THE REGISTRAR ... AND FOR SERVICE ON"), the
// defendant's notice of entry of appearance with its statement of defence,
// and the judgment after trial ("HELD IN ACCRA ON WEDNESDAY THE 19TH DAY
// OF MARCH, 2025 BEFORE HER LADYSHIP JUSTICE ... (MRS.) J.", the "PARTIES:"
// and "COUNSEL:" lines with one lawyer holding another's brief, PW1 and
// DW1, the issues set down at the application for directions, "(SGD.)").
func init() { specs = append(specs, asankraguaMeridian) }

func asankraguaMeridian() spec {
	court := []block{
		cb("IN THE SUPERIOR COURT OF JUDICATURE"),
		cb("IN THE HIGH COURT OF JUSTICE"),
		cb("COMMERCIAL DIVISION"),
		cb("ACCRA - A.D. 2024"), gap(),
		r("SUIT NO. CM/RPC/0418/2024"), gap(),
	}
	parties := []block{
		l("BETWEEN:"),
		row([]float64{0.7, 0.3}, "ASANKRAGUA TIMBER PRODUCTS LIMITED\nPLOT 14, KAASE INDUSTRIAL AREA\nKUMASI", "PLAINTIFF"),
		c("AND"),
		row([]float64{0.7, 0.3}, "MERIDIAN HAULAGE & LOGISTICS LIMITED\nNO. 7 HARBOUR ROAD, COMMUNITY 1\nTEMA", "DEFENDANT"),
		gap(),
	}
	writ := doc{name: "Writ of Summons.pdf", font: "Times", size: 11, paper: "A4",
		footer: "FORM 1 - High Court (Civil Procedure) Rules, 2004 (C.I. 47), Order 2 rule 3", footerAlign: "L",
		pages: []page{
			with(court, parties, []block{
				cb("WRIT OF SUMMONS"), gap(),
				l("To: MERIDIAN HAULAGE & LOGISTICS LIMITED, NO. 7 HARBOUR ROAD, COMMUNITY 1, TEMA"), gap(),
				p("An action having been commenced against you by the issue of this writ by the above-named Plaintiff, YOU ARE HEREBY COMMANDED to cause an appearance to be entered for you within EIGHT (8) DAYS after the service of this writ on you inclusive of the day of service."),
				p("You are informed that should you fail to enter an appearance, judgment may be entered against you without further notice to you."),
				p("Issued at Accra this 12th day of April, 2024."),
				lb("The Plaintiff's claim is for:"),
				p("(a) Recovery of the sum of GH¢486,250.00 being the value of 312 cubic metres of kiln-dried wawa and ceiba lumber lost in the Defendant's custody while in transit from Kumasi to Tema Port under a haulage contract dated 4th September, 2023."),
				p("(b) Interest on the said sum at the prevailing commercial bank lending rate from 30th October, 2023 until the date of final payment."),
				p("(c) Costs, including legal fees."),
			}),
			{
				p("AND the sum of GH¢4,862.50 (or such sum as may be allowed on taxation) for costs; and also, in case the Plaintiff obtains an order for substituted service, the further sum of GH¢500.00 (or such sum as may be allowed on taxation). If the amount claimed and costs be paid to the Plaintiff or its lawyer within EIGHT (8) DAYS from the service hereof, further proceedings will be stayed."),
				gap(),
				p("This Writ was issued by KOFI ADJEI-MENSAH ESQ. of LEXBRIDGE CHAMBERS, H/No. 23 Ringway Estates, Osu, Accra, whose address for service is the same, Lawyer for the Plaintiff which has its registered office at Plot 14, Kaase Industrial Area, Kumasi."),
				gap(),
				row([]float64{0.5, 0.5}, "", "..................................\nKOFI ADJEI-MENSAH ESQ.\nLAWYER FOR THE PLAINTIFF\nLic. No. eGAR 04127/24"),
				gap(),
				row([]float64{0.5, 0.5}, "", "..................................\nREGISTRAR"),
				gap(),
				small(p("NOTE: This writ is to be served within twelve calendar months from the date of issue unless renewed within three months of the expiry of that period by order of the Court. The Defendant may enter appearance personally or by a lawyer either by handing in the appropriate forms duly completed at the Registry of the High Court, Accra, or by sending them to that Registry by post."), 9),
			},
		}}

	claim := doc{name: "Statement of Claim.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(court, parties, []block{
				cb("STATEMENT OF CLAIM"),
				p("1. The Plaintiff is a limited liability company incorporated under the laws of Ghana and engaged in the processing and export of timber products."),
				p("2. The Defendant is a limited liability company engaged in the business of road haulage and freight logistics."),
				p("3. By a haulage contract dated 4th September, 2023 the Defendant agreed to carry the Plaintiff's lumber from its sawmill at Kaase to Tema Port in sealed containers, and to be responsible for the goods from loading until delivery to the port."),
				p("4. On 21st October, 2023 the Defendant loaded nine containers of kiln-dried lumber. Only five containers arrived at Tema Port. The Defendant by its letter dated 30th October, 2023 informed the Plaintiff that four trucks had been hijacked near Nkawkaw on the night of 22nd October, 2023."),
			}),
			{
				p("5. The Plaintiff says that the Defendant failed to provide the armed escort stipulated by clause 6 of the contract and is liable for the full value of the goods lost, being GH¢486,250.00."),
				p("6. The Plaintiff's lawyer wrote to the Defendant on 15th January, 2024 demanding payment, but the Defendant has failed, refused and neglected to pay."),
				p("WHEREFORE the Plaintiff claims against the Defendant as per the endorsement on its writ of summons."),
				gap(),
				l("DATED AT LEXBRIDGE CHAMBERS, OSU, ACCRA THIS 12TH DAY OF APRIL, 2024."),
				gap(),
				row([]float64{0.5, 0.5}, "", "..................................\nKOFI ADJEI-MENSAH ESQ.\nLAWYER FOR THE PLAINTIFF\nLic. No. eGAR 04127/24"),
				gap(),
				ls("THE REGISTRAR", "HIGH COURT (COMMERCIAL DIVISION)", "ACCRA.", "", "AND FOR SERVICE ON THE ABOVE-NAMED DEFENDANT,", "MERIDIAN HAULAGE & LOGISTICS LIMITED, TEMA."),
			},
		}}

	defence := doc{name: "Entry of Appearance and Statement of Defence.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(court, parties, []block{
				cb("NOTICE OF ENTRY OF APPEARANCE"), gap(),
				p("PLEASE ENTER APPEARANCE for MERIDIAN HAULAGE & LOGISTICS LIMITED, the Defendant herein, in this action."),
				p("DATED AT ABOTSI & OSEI-BONSU LEGAL PRACTITIONERS, NO. 5 LIBERATION LINK, AIRPORT COMMERCIAL AREA, ACCRA THIS 24TH DAY OF APRIL, 2024."),
				row([]float64{0.5, 0.5}, "", "..................................\nABENA OSEI-BONSU (MRS.)\nLAWYER FOR THE DEFENDANT\nLic. No. eGAR 01893/24"),
				gap(),
				ls("THE REGISTRAR, HIGH COURT (COMMERCIAL DIVISION), ACCRA.", "AND FOR SERVICE ON THE PLAINTIFF'S LAWYER, KOFI ADJEI-MENSAH ESQ.,", "LEXBRIDGE CHAMBERS, OSU, ACCRA."),
			}),
			{
				cb("STATEMENT OF DEFENCE"),
				p("1. Save as is hereinafter expressly admitted, the Defendant denies each and every allegation of fact contained in the Statement of Claim as if same were set out seriatim and specifically traversed."),
				p("2. The Defendant admits paragraphs 1, 2 and 3 of the Statement of Claim, save that the contract of 4th September, 2023 limited the Defendant's liability to GH¢25,000.00 per container under clause 11."),
				p("3. In answer to paragraph 5, the Defendant says that clause 6 required an escort only where the Plaintiff gave forty-eight hours' notice of a night movement, and that no such notice was given for the consignment of 21st October, 2023. The hijack was an event beyond the Defendant's control, reported to the Ghana Police Service at Nkawkaw on 23rd October, 2023."),
				p("4. WHEREFORE the Defendant says that the Plaintiff is not entitled to its claim or any part thereof save the sum of GH¢100,000.00, which the Defendant has at all times been ready to pay."),
				gap(),
				l("DATED AT AIRPORT COMMERCIAL AREA, ACCRA THIS 10TH DAY OF MAY, 2024."),
				row([]float64{0.5, 0.5}, "", "..................................\nABENA OSEI-BONSU (MRS.)\nLAWYER FOR THE DEFENDANT\nLic. No. eGAR 01893/24"),
				gap(),
				ls("THE REGISTRAR, HIGH COURT (COMMERCIAL DIVISION), ACCRA.", "AND FOR SERVICE ON THE PLAINTIFF OR ITS LAWYER, KOFI ADJEI-MENSAH ESQ., ACCRA."),
			},
		}}

	judgment := doc{name: "Judgment.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			{
				cb("IN THE SUPERIOR COURT OF JUDICATURE"),
				cb("IN THE HIGH COURT OF JUSTICE"),
				cb("COMMERCIAL DIVISION"),
				cb("HELD IN ACCRA ON WEDNESDAY THE 19TH DAY OF MARCH, 2025 BEFORE HER LADYSHIP JUSTICE AKUA SERWAA DONKOR (MRS.) J."), gap(),
				r("SUIT NO. CM/RPC/0418/2024"), gap(),
				row([]float64{0.7, 0.3}, "ASANKRAGUA TIMBER PRODUCTS LIMITED", "PLAINTIFF"),
				c("VRS."),
				row([]float64{0.7, 0.3}, "MERIDIAN HAULAGE & LOGISTICS LIMITED", "DEFENDANT"),
				gap(),
				p("PARTIES: PLAINTIFF REPRESENTED BY YAW OPOKU BOAKYE, FINANCE MANAGER. DEFENDANT REPRESENTED BY EMMANUEL TETTEH-QUARSHIE, OPERATIONS MANAGER."),
				p("COUNSEL: KOFI ADJEI-MENSAH ESQ. FOR THE PLAINTIFF PRESENT. NANA AMA ASARE-BEDIAKO HOLDING THE BRIEF OF ABENA OSEI-BONSU (MRS.) FOR THE DEFENDANT."),
				gap(),
				cb("JUDGMENT"), gap(),
				p("The Plaintiff issued its writ of summons on 12th April, 2024 for the recovery of GH¢486,250.00, interest and costs. The Defendant entered appearance on 24th April, 2024 and filed its statement of defence on 10th May, 2024. At the application for directions on 17th June, 2024 the Court set down two issues: (i) whether the Defendant was in breach of clause 6 of the haulage contract; and (ii) whether the Defendant's liability is limited by clause 11."),
				p("The Plaintiff called one witness, its finance manager, Yaw Opoku Boakye (PW1). The Defendant's operations manager, Emmanuel Tetteh-Quarshie, testified as DW1. The case management conference ended on 8th July, 2024 and trial took place on 4th November, 2024 and 21st January, 2025."),
			},
			{
				p("On the first issue, DW1 conceded under cross-examination that the Defendant's own dispatch sheet of 21st October, 2023 recorded a departure time of 9.40 p.m., and that its drivers had been instructed to travel overnight. The obligation to give notice of a night movement fell on the Defendant, which scheduled it. I find that the Defendant was in breach of clause 6."),
				p("On the second issue, a party who fails to perform a fundamental term of a contract of carriage cannot rely on a clause limiting its liability for the very loss the term was designed to prevent. Clause 11 does not avail the Defendant."),
				p("Judgment is accordingly entered for the Plaintiff against the Defendant for the recovery of GH¢486,250.00, with interest at the prevailing commercial bank lending rate from 30th October, 2023 until the date of final payment. Costs of GH¢40,000.00 are awarded in favour of the Plaintiff."),
				gap(),
				row([]float64{0.45, 0.55}, "", "(SGD.)\nJUSTICE AKUA SERWAA DONKOR (MRS.)\nJUSTICE OF THE HIGH COURT"),
			},
		}}

	return spec{
		name:       "asankragua-timber-v-meridian-haulage-ghana-hc",
		title:      "Asankragua Timber Products Ltd v Meridian Haulage & Logistics Ltd (High Court of Ghana, Commercial Division, Accra, CM/RPC/0418/2024), loss of goods in transit",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 9, PartyCorrect: 4, EventTruth: 15, EventHits: 15, Grounded: 1}, // at commit 9c6c352
		docs:       []doc{writ, claim, defence, judgment},
		parties: []truth.Party{
			{Name: "Asankragua Timber Products Limited", Role: "plaintiff"},
			{Name: "Meridian Haulage & Logistics Limited", Role: "defendant"},
			{Name: "Kofi Adjei-Mensah", Role: "counsel"},
			{Name: "Abena Osei-Bonsu", Role: "counsel"},
			{Name: "Nana Ama Asare-Bediako", Role: "counsel"},
			{Name: "Akua Serwaa Donkor", Role: "judge"},
			{Name: "Yaw Opoku Boakye", Role: "witness"},
			{Name: "Emmanuel Tetteh-Quarshie", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-04-12", File: "Writ of Summons.pdf", Page: 1},
			{Date: "2023-09-04", File: "Writ of Summons.pdf", Page: 1},
			{Date: "2023-10-30", File: "Writ of Summons.pdf", Page: 1},
			{Date: "2023-10-21", File: "Statement of Claim.pdf", Page: 1},
			{Date: "2023-10-22", File: "Statement of Claim.pdf", Page: 1},
			{Date: "2024-01-15", File: "Statement of Claim.pdf", Page: 2},
			{Date: "2024-04-12", File: "Statement of Claim.pdf", Page: 2},
			{Date: "2024-04-24", File: "Entry of Appearance and Statement of Defence.pdf", Page: 1},
			{Date: "2023-10-23", File: "Entry of Appearance and Statement of Defence.pdf", Page: 2},
			{Date: "2024-05-10", File: "Entry of Appearance and Statement of Defence.pdf", Page: 2},
			{Date: "2025-03-19", File: "Judgment.pdf", Page: 1},
			{Date: "2024-06-17", File: "Judgment.pdf", Page: 1},
			{Date: "2024-07-08", File: "Judgment.pdf", Page: 1},
			{Date: "2024-11-04", File: "Judgment.pdf", Page: 1},
			{Date: "2025-01-21", File: "Judgment.pdf", Page: 1},
		},
	}
}

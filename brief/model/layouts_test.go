package model

import (
	"strings"
	"testing"
)

// layoutCases are short pages of the common kinds of US and English
// litigation papers, written from general knowledge of their layouts
// (caption blocks, signature blocks, "Attorneys for" lines, letters'
// sign-offs, email headers, deposition appearances, orders' closes,
// certificates of service), each with the (name, role) pairs it must
// yield and those it must never.
var layoutCases = []generalCase{
	{name: "federal caption two plaintiffs", text: "UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF ILLINOIS\nEASTERN DIVISION\nMARIA GONZALEZ and DAVID CHEN,\nPlaintiffs,\nv.\nLAKESIDE LOGISTICS, INC.,\nDefendant.\nCase No. 1:24-cv-03311\nCOMPLAINT\nJURY TRIAL DEMANDED",
		want:  []string{"Maria Gonzalez/plaintiff", "David Chen/plaintiff", "Lakeside Logistics, Inc./defendant"},
		never: []string{"Eastern Division/plaintiff", "Northern District of Illinois/plaintiff"}},
	{name: "state caption with Does", text: "SUPERIOR COURT OF THE STATE OF CALIFORNIA\nFOR THE COUNTY OF ALAMEDA\nTERESA OKAFOR, an individual,\nPlaintiff,\nvs.\nBAYVIEW PROPERTY MANAGEMENT, LLC, a California limited liability company; and DOES 1 through 20, inclusive,\nDefendants.\nCase No. RG24123456\nCOMPLAINT FOR DAMAGES",
		want: []string{"Teresa Okafor/plaintiff", "Bayview Property Management, LLC/defendant", "Does 1 through 20/defendant"}},
	{name: "caption table with section marks", text: "IN THE UNITED STATES DISTRICT COURT\nFOR THE SOUTHERN DISTRICT OF TEXAS\nHOUSTON DIVISION\nJAMAL WASHINGTON, §\nPlaintiff, §\n§\nv. § CIVIL ACTION NO. 4:24-cv-00871\n§\nGULF COAST REFINING CO., §\nDefendant. §\nDEFENDANT'S MOTION TO DISMISS",
		want:  []string{"Jamal Washington/plaintiff", "Gulf Coast Refining Co./defendant"},
		never: []string{"Houston Division/plaintiff"}},
	{name: "new york index caption", text: "SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF NEW YORK\n-----------------------------------x\nPRIYA RAMANATHAN,\nPlaintiff,\n- against -\nHUDSON YARDS CAPITAL PARTNERS LP and\nMICHAEL J. FERRANTE,\nDefendants.\n-----------------------------------x\nIndex No. 651234/2024\nSUMMONS",
		want: []string{"Priya Ramanathan/plaintiff", "Hudson Yards Capital Partners LP/defendant", "Michael J. Ferrante/defendant"}},
	{name: "english claim caption", text: "IN THE HIGH COURT OF JUSTICE\nKING'S BENCH DIVISION\nClaim No. KB-2024-001234\nBETWEEN:\nOLUWASEUN ADEYEMI\nClaimant\n- and -\nTHAMES VALLEY HOUSING LIMITED\nDefendant\nPARTICULARS OF CLAIM",
		want:  []string{"Oluwaseun Adeyemi/plaintiff", "Thames Valley Housing Limited/defendant"},
		never: []string{"King's Bench Division/plaintiff"}},
	{name: "appeal caption", text: "IN THE UNITED STATES COURT OF APPEALS\nFOR THE NINTH CIRCUIT\nNo. 23-55123\nROSA MARTINEZ,\nPlaintiff-Appellant,\nv.\nPACIFIC CREST INSURANCE COMPANY,\nDefendant-Appellee.\nAppeal from the United States District Court\nfor the Central District of California\nAPPELLANT'S OPENING BRIEF",
		want: []string{"Rosa Martinez/appellant", "Pacific Crest Insurance Company/appellee"}},
	{name: "bankruptcy caption", text: "UNITED STATES BANKRUPTCY COURT\nDISTRICT OF DELAWARE\nIn re:\nSUNRISE DENTAL GROUP, LLC,\nDebtor.\nChapter 11\nCase No. 24-10555 (JTD)\nNOTICE OF HEARING",
		want:  []string{"Sunrise Dental Group, LLC/party"},
		never: []string{"District of Delaware/party"}},
	{name: "family petition caption", text: "IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT\nIN AND FOR MIAMI-DADE COUNTY, FLORIDA\nFAMILY DIVISION\nIN RE: THE MARRIAGE OF\nCARLOS ALBERTO MENDEZ,\nPetitioner/Husband,\nand\nLUCIA FERNANDA MENDEZ,\nRespondent/Wife.\nCase No. 2024-012345-FC-04\nPETITION FOR DISSOLUTION OF MARRIAGE",
		want: []string{"Carlos Alberto Mendez/petitioner", "Lucia Fernanda Mendez/respondent"}},
	{name: "signature block attorneys for plaintiff", text: "WHEREFORE, Plaintiff demands judgment against Defendant.\nDated: March 4, 2024\nRespectfully submitted,\n/s/ Rachel S. Goldberg\nRachel S. Goldberg (Bar No. 6298765)\nThomas Nguyen\nGOLDBERG NGUYEN LLP\n200 West Madison Street, Suite 2500\nChicago, Illinois 60606\nTel: (312) 555-0100\nrgoldberg@gnlaw.com\nAttorneys for Plaintiff Maria Gonzalez",
		want:  []string{"Rachel S. Goldberg/counsel", "Thomas Nguyen/counsel"},
		never: []string{"Goldberg Nguyen LLP/counsel", "Respectfully submitted/counsel", "Tel/counsel"}},
	{name: "california caption box counsel", text: "ARMEN PETROSYAN (SBN 287654)\napetrosyan@petrosyanlaw.com\nPETROSYAN LAW GROUP, APC\n3550 Wilshire Boulevard, Suite 1700\nLos Angeles, California 90010\nTelephone: (213) 555-0142\nAttorneys for Plaintiff\nGLORIA ESTEVEZ\nSUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF LOS ANGELES\nGLORIA ESTEVEZ,\nPlaintiff,\nv.\nBRIGHTMART STORES, INC.,\nDefendant.",
		want:  []string{"Armen Petrosyan/counsel", "Gloria Estevez/plaintiff", "Brightmart Stores, Inc./defendant"},
		never: []string{"Petrosyan Law Group, APC/counsel", "Gloria Estevez/counsel"}},
	{name: "signature block for defendant with by line", text: "Dated: June 12, 2024\nHOLLAND & PIERCE LLP\nBy: /s/ Kenneth A. Brooks\nKenneth A. Brooks\nAmanda L. Ortiz\n1 Financial Plaza\nHartford, CT 06103\nCounsel for Defendant Lakeside Logistics, Inc.",
		want:  []string{"Kenneth A. Brooks/counsel", "Amanda L. Ortiz/counsel"},
		never: []string{"Holland & Pierce LLP/counsel", "1 Financial Plaza/counsel"}},
	{name: "english solicitors statement of truth", text: "STATEMENT OF TRUTH\nThe Claimant believes that the facts stated in these Particulars of Claim are true.\nSigned: Oluwaseun Adeyemi\nClaimant\nDated: 3 May 2024\nHarcourt Bell LLP\n12 Fleet Street\nLondon EC4Y 1AA\nSolicitors for the Claimant",
		want:  []string{"Oluwaseun Adeyemi/plaintiff"},
		never: []string{"12 Fleet Street/counsel", "Harcourt Bell LLP/counsel", "London EC4Y 1AA/counsel"}},
	{name: "letter on firm letterhead", text: "KESSLER & MOORE LLP\n1200 Main Street, Suite 400\nDallas, Texas 75202\nMarch 3, 2024\nVIA EMAIL AND CERTIFIED MAIL\nMs. Sandra Whitfield\nGeneral Counsel\nRedwood Stores, Inc.\n450 Commerce Drive\nPlano, Texas 75024\nRe: Demand for Payment - Invoice No. 44871\nDear Ms. Whitfield:\nWe represent Apex Supply Co. in connection with the unpaid invoices described below.\nVery truly yours,\n/s/ Daniel Kessler\nDaniel Kessler",
		want:  []string{"Daniel Kessler/sender", "Sandra Whitfield/recipient"},
		never: []string{"Very truly yours/sender", "450 Commerce Drive/recipient", "General Counsel/recipient", "Kessler & Moore LLP/sender"}},
	{name: "english letter before claim", text: "Our ref: JH/ADE/1234\nYour ref:\n14 March 2024\nThames Valley Housing Limited\nUnit 4, Kingfisher Court\nReading RG1 2AB\nDear Sirs\nLetter before claim: disrepair at Flat 7, Riverside House\nWe act for Mr Oluwaseun Adeyemi.\nYours faithfully\nHarcourt Bell LLP",
		want:  []string{"Thames Valley Housing Limited/recipient"},
		never: []string{"Dear Sirs/recipient", "Yours faithfully/sender", "Reading RG1 2AB/recipient"}},
	{name: "personal letter sign-off", text: "April 2, 2024\nDear Mr. Okafor,\nI am writing about the damage to my kitchen ceiling, which I reported on February 10.\nThe leak has not been repaired.\nSincerely,\nTeresa Okafor\nApartment 3B\n1450 Lakeshore Avenue\nOakland, CA 94606",
		want:  []string{"Teresa Okafor/sender"},
		never: []string{"Sincerely/sender", "1450 Lakeshore Avenue/sender", "Apartment 3B/sender"}},
	{name: "email header", text: "From: Kevin Pham <kpham@lakesidelogistics.com>\nSent: Tuesday, January 9, 2024 3:14 PM\nTo: Maria Gonzalez <mgonzalez@lakesidelogistics.com>\nCc: Hannah Ross <hross@lakesidelogistics.com>\nSubject: Schedule change\nMaria,\nStarting next week you will be on the night shift.\nKevin",
		want: []string{"Kevin Pham/sender", "Maria Gonzalez/recipient", "Hannah Ross/recipient"}},
	{name: "email chain original message", text: "From: Dennis Okafor <dokafor@cascademutual.com>\nDate: Monday, October 5, 2020 at 4:47 PM\nTo: Marisol Alvarez <malvarez@fastmail.com>\nSubject: RE: Claim 88-40921\nMs. Alvarez, our records show the policy lapsed.\n-----Original Message-----\nFrom: Marisol Alvarez <malvarez@fastmail.com>\nSent: Sunday, October 4, 2020 9:02 AM\nTo: Dennis Okafor <dokafor@cascademutual.com>\nSubject: Claim 88-40921\nI never received a notice of cancellation.",
		want: []string{"Dennis Okafor/sender", "Marisol Alvarez/recipient", "Marisol Alvarez/sender", "Dennis Okafor/recipient"}},
	{name: "deposition cover", text: "UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF ILLINOIS\nMARIA GONZALEZ,\nPlaintiff,\nv.\nLAKESIDE LOGISTICS, INC.,\nDefendant.\nNo. 1:24-cv-03311\nVIDEOTAPED DEPOSITION OF KEVIN PHAM\nTaken on behalf of the Plaintiff\nAugust 14, 2024\n10:02 a.m.\nReported by: Linda Sorensen, CSR No. 084-004512",
		want:  []string{"Kevin Pham/deponent", "Maria Gonzalez/plaintiff", "Lakeside Logistics, Inc./defendant"},
		never: []string{"Linda Sorensen/deponent", "Linda Sorensen/counsel", "Linda Sorensen/witness"}},
	{name: "deposition appearances", text: "APPEARANCES:\nOn behalf of the Plaintiff:\nRACHEL S. GOLDBERG, ESQ.\nGoldberg Nguyen LLP\n200 West Madison Street, Suite 2500\nChicago, Illinois 60606\nOn behalf of the Defendant:\nKENNETH A. BROOKS, ESQ.\nHolland & Pierce LLP\n1 Financial Plaza\nHartford, Connecticut 06103\nALSO PRESENT:\nJoe Martinez, Videographer",
		want:  []string{"Rachel S. Goldberg/counsel", "Kenneth A. Brooks/counsel"},
		never: []string{"Goldberg Nguyen LLP/counsel", "Holland & Pierce LLP/counsel", "1 Financial Plaza/counsel"}},
	{name: "deposition examination", text: "VIDEOTAPED DEPOSITION OF KEVIN PHAM\nAugust 14, 2024\f(Whereupon, the witness was sworn.)\nKEVIN PHAM,\nhaving been first duly sworn, was examined and testified as follows:\nEXAMINATION\nBY MS. GOLDBERG:\nQ. Please state your name for the record.\nA. Kevin Pham.\nQ. Where do you work?\nA. Lakeside Logistics.",
		want: []string{"Kevin Pham/deponent"}},
	{name: "so ordered line", text: "ORDER GRANTING MOTION TO COMPEL\nThe Court, having considered Plaintiff's motion and the papers, GRANTS the motion.\nDefendant shall produce the documents within fourteen days.\nIT IS SO ORDERED.\nDated: September 3, 2024\n______________________________\nHon. Virginia M. Kendall\nUnited States District Judge",
		want:  []string{"Virginia M. Kendall/judge"},
		never: []string{"It is so ordered/judge", "United States District Judge/judge"}},
	{name: "so ordered stamp new york", text: "The conference is adjourned to May 6, 2024 at 10:00 a.m.\nSO ORDERED.\n/s/ Jed S. Rakoff\nJED S. RAKOFF, U.S.D.J.\nDated: New York, New York\nApril 1, 2024",
		want:  []string{"Jed S. Rakoff/judge"},
		never: []string{"New York/judge"}},
	{name: "english order", text: "IN THE COUNTY COURT AT CENTRAL LONDON\nClaim No. K00CL123\nBEFORE DISTRICT JUDGE PATEL\nsitting at Thomas More Building, Royal Courts of Justice, Strand, London WC2A 2LL\nUPON hearing Mr Adeyemi in person and counsel for the Defendant\nIT IS ORDERED THAT:\n1. The Defendant shall carry out the works by 30 June 2024.\n2. Costs reserved.",
		want:  []string{"Patel/judge"},
		never: []string{"Thomas More Building/judge", "Royal Courts of Justice/judge"}},
	{name: "certificate of service", text: "CERTIFICATE OF SERVICE\nI hereby certify that on March 4, 2024, I electronically filed the foregoing with the Clerk of Court using the CM/ECF system, which will send notification of such filing to all counsel of record, including:\nKenneth A. Brooks\nHolland & Pierce LLP\n1 Financial Plaza\nHartford, CT 06103\n/s/ Rachel S. Goldberg\nRachel S. Goldberg",
		want:  []string{"Rachel S. Goldberg/counsel", "Kenneth A. Brooks/counsel"},
		never: []string{"Clerk of Court/counsel", "Holland & Pierce LLP/counsel"}},
	{name: "proof of service california", text: "PROOF OF SERVICE\nSTATE OF CALIFORNIA, COUNTY OF LOS ANGELES\nI am employed in the County of Los Angeles, State of California. I am over the age of 18 and not a party to the within action.\nOn May 2, 2024, I served the foregoing document described as NOTICE OF MOTION on the interested parties in this action as follows:\nLena Dabbagh, Esq.\nMarsh & Dabbagh LLP\n515 South Flower Street, Suite 1800\nLos Angeles, CA 90071\nAttorneys for Defendant Brightmart Stores, Inc.\nI declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.\nExecuted on May 2, 2024, at Los Angeles, California.\nMaria Lopez",
		want:  []string{"Lena Dabbagh/counsel"},
		never: []string{"Marsh & Dabbagh LLP/counsel", "State of California/counsel", "Los Angeles/counsel"}},
	{name: "declaration opening", text: "DECLARATION OF HANNAH ROSS IN SUPPORT OF DEFENDANT'S MOTION FOR SUMMARY JUDGMENT\nI, Hannah Ross, declare as follows:\n1. I am the Human Resources Manager of Lakeside Logistics, Inc. I have personal knowledge of the facts stated in this declaration.\n2. Plaintiff was hired on June 1, 2019.\nI declare under penalty of perjury that the foregoing is true and correct.\nExecuted on July 1, 2024, at Chicago, Illinois.\n/s/ Hannah Ross\nHannah Ross",
		want:  []string{"Hannah Ross/declarant"},
		never: []string{"Human Resources Manager/declarant", "Lakeside Logistics, Inc./declarant"}},
	{name: "affidavit with notary", text: "AFFIDAVIT OF JAMAL WASHINGTON\nSTATE OF TEXAS §\nCOUNTY OF HARRIS §\nBEFORE ME, the undersigned authority, personally appeared Jamal Washington, who, being by me duly sworn, deposed as follows:\n1. My name is Jamal Washington. I am over eighteen years of age.\nJamal Washington\nSUBSCRIBED AND SWORN TO before me on the 5th day of April, 2024.\nNotary Public, State of Texas\nMy Commission Expires: 08/12/2027",
		want:  []string{"Jamal Washington/declarant"},
		never: []string{"Notary Public/declarant", "My Commission Expires/declarant", "State of Texas/declarant"}},
	{name: "english witness statement", text: "Claimant\nO Adeyemi\nFirst\nExhibits OA1-OA3\n3 May 2024\nIN THE COUNTY COURT AT CENTRAL LONDON\nClaim No. K00CL123\nBETWEEN:\nOLUWASEUN ADEYEMI\nClaimant\n- and -\nTHAMES VALLEY HOUSING LIMITED\nDefendant\nWITNESS STATEMENT OF OLUWASEUN ADEYEMI\nI, Oluwaseun Adeyemi, of Flat 7, Riverside House, Reading RG1 3CD, will say as follows:\n1. I am the Claimant in this claim.",
		want:  []string{"Oluwaseun Adeyemi/plaintiff", "Thames Valley Housing Limited/defendant"},
		never: []string{"Riverside House/plaintiff", "Flat 7/plaintiff"}},
	{name: "notice of motion to counsel", text: "TO ALL PARTIES AND THEIR ATTORNEYS OF RECORD:\nPLEASE TAKE NOTICE that on June 14, 2024, at 8:30 a.m., in Department 52 of the above-entitled Court, located at 111 North Hill Street, Los Angeles, California 90012, Defendant Brightmart Stores, Inc. will and hereby does move for summary judgment.\nDated: May 2, 2024\nMARSH & DABBAGH LLP\nBy: /s/ Lena Dabbagh\nLena Dabbagh\nAttorneys for Defendant\nBRIGHTMART STORES, INC.",
		want:  []string{"Lena Dabbagh/counsel", "Brightmart Stores, Inc./defendant"},
		never: []string{"Department 52/defendant", "111 North Hill Street/defendant", "All Parties/recipient"}},
	{name: "judge signature above title only", text: "For the foregoing reasons, the motion to dismiss is DENIED.\nENTERED: February 20, 2024\n/s/\nMARY ELLEN COGHLAN\nUnited States Magistrate Judge",
		want: []string{"Mary Ellen Coghlan/judge"}},
	{name: "state judge order", text: "ORDER ON PLAINTIFF'S MOTION FOR CONTINUANCE\nThis matter came before the Court on Plaintiff's motion. Having reviewed the file, the Court finds good cause.\nThe trial set for October 7, 2024 is continued to January 13, 2025.\nDONE AND ORDERED in Chambers at Miami, Miami-Dade County, Florida, this 12th day of August, 2024.\nMARIA ELENA VERDE\nCIRCUIT COURT JUDGE\nCopies furnished to:\nCarlos Mendez, Esq.\nLucia Mendez, pro se",
		want:  []string{"Maria Elena Verde/judge"},
		never: []string{"Circuit Court Judge/judge", "Chambers/judge"}},
	{name: "transcript heading", text: "UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nUNITED STATES OF AMERICA,\nv.\nDARNELL HAYES,\nDefendant.\n23 Cr. 412 (LAK)\nNew York, N.Y.\nMarch 12, 2024\n10:15 a.m.\nBefore:\nHON. LEWIS A. KAPLAN,\nDistrict Judge\nAPPEARANCES\nDAMIAN WILLIAMS\nUnited States Attorney for the\nSouthern District of New York\nBY: SARAH KIM\nAssistant United States Attorney\nFEDERAL DEFENDERS OF NEW YORK\nAttorneys for Defendant\nBY: MARK O'NEILL\n     JULIA GATTO\n     Assistant Federal Defenders",
		want:  []string{"Darnell Hayes/defendant", "Lewis A. Kaplan/judge", "Sarah Kim/counsel", "Mark O'Neill/counsel", "Julia Gatto/counsel"},
		never: []string{"Southern District of New York/counsel", "New York, N.Y./judge", "Assistant Federal Defenders/counsel"}},
	{name: "subpoena to custodian", text: "UNITED STATES DISTRICT COURT\nfor the\nNorthern District of Illinois\nMaria Gonzalez\nPlaintiff\nv.\nLakeside Logistics, Inc.\nDefendant\nCivil Action No. 1:24-cv-03311\nSUBPOENA TO PRODUCE DOCUMENTS, INFORMATION, OR OBJECTS\nTo: Custodian of Records, Midwest Staffing Solutions LLC\n(Name of person to whom this subpoena is directed)",
		want:  []string{"Maria Gonzalez/plaintiff", "Lakeside Logistics, Inc./defendant"},
		never: []string{"Custodian of Records/recipient", "Name of person to whom this subpoena is directed/recipient"}},
	{name: "arbitration award caption", text: "AMERICAN ARBITRATION ASSOCIATION\nCommercial Arbitration Tribunal\nAAA Case No. 01-23-0004-5678\nIn the Matter of the Arbitration Between\nNORTHSTAR ENGINEERING, INC.\nClaimant,\nand\nHARBOR POINT DEVELOPMENT LLC\nRespondent.\nFINAL AWARD OF ARBITRATOR\nI, THE UNDERSIGNED ARBITRATOR, having been designated in accordance with the arbitration agreement, AWARD as follows:",
		want:  []string{"Northstar Engineering, Inc./plaintiff", "Harbor Point Development LLC/respondent"},
		never: []string{"Commercial Arbitration Tribunal/plaintiff", "American Arbitration Association/plaintiff"}},
	{name: "arbitrator signature", text: "This Award is in full settlement of all claims submitted to this Arbitration.\nDated: November 4, 2024\n/s/ Patricia L. Hammond\nPatricia L. Hammond, Arbitrator",
		want:  []string{"Patricia L. Hammond/judge"},
		never: []string{"Arbitrator/judge"}},
	{name: "english judgment heading", text: "Neutral Citation Number: [2024] EWHC 1234 (KB)\nCase No: KB-2024-001234\nIN THE HIGH COURT OF JUSTICE\nKING'S BENCH DIVISION\nRoyal Courts of Justice\nStrand, London, WC2A 2LL\nDate: 21/06/2024\nBefore :\nTHE HONOURABLE MRS JUSTICE ELLENBOGEN\nBetween :\nOLUWASEUN ADEYEMI\nClaimant\n- and -\nTHAMES VALLEY HOUSING LIMITED\nDefendant\nMs Amelia Hart (instructed by Harcourt Bell LLP) for the Claimant\nMr Rupert Lowe (instructed by Fenwick Solicitors) for the Defendant\nHearing dates: 4-5 June 2024",
		want:  []string{"Ellenbogen/judge", "Oluwaseun Adeyemi/plaintiff", "Thames Valley Housing Limited/defendant", "Amelia Hart/counsel", "Rupert Lowe/counsel"},
		never: []string{"Royal Courts of Justice/plaintiff", "Harcourt Bell LLP/counsel", "Fenwick Solicitors/counsel"}},
	{name: "interrogatory responses signature", text: "DEFENDANT'S RESPONSES TO PLAINTIFF'S FIRST SET OF INTERROGATORIES\nINTERROGATORY NO. 1: Identify each person with knowledge of the facts alleged in the Complaint.\nRESPONSE: Kevin Pham, Hannah Ross.\nVERIFICATION\nI, Hannah Ross, am the Human Resources Manager of Lakeside Logistics, Inc., and am authorized to make this verification on its behalf. I declare under penalty of perjury that the foregoing responses are true and correct.\nHannah Ross",
		want:  []string{"Hannah Ross/declarant"},
		never: []string{"Human Resources Manager/declarant", "Verification/declarant"}},
	{name: "fax cover", text: "FACSIMILE TRANSMITTAL\nTo: Lena Dabbagh\nFirm: Marsh & Dabbagh LLP\nFax: (213) 555-0199\nFrom: Armen Petrosyan\nDate: May 3, 2024\nPages: 4 (including cover)\nRe: Estevez v. Brightmart Stores, Inc.",
		want:  []string{"Lena Dabbagh/recipient", "Armen Petrosyan/sender"},
		never: []string{"Fax/recipient", "Marsh & Dabbagh LLP/recipient"}},
	{name: "memo heading", text: "MEMORANDUM\nTO: File\nFROM: Hannah Ross, HR Manager\nDATE: January 12, 2024\nRE: Meeting with Maria Gonzalez\nOn January 11 I met with Maria Gonzalez regarding her complaint about the schedule change.",
		want:  []string{"Hannah Ross/sender"},
		never: []string{"File/recipient", "HR Manager/sender"}},
	{name: "stipulation signatures", text: "IT IS HEREBY STIPULATED AND AGREED by and between the parties, through their undersigned counsel, that the time for Defendant to answer the Complaint is extended to April 30, 2024.\nDated: March 29, 2024\nGOLDBERG NGUYEN LLP\nBy: /s/ Rachel S. Goldberg\nRachel S. Goldberg\nAttorneys for Plaintiff\nHOLLAND & PIERCE LLP\nBy: /s/ Kenneth A. Brooks\nKenneth A. Brooks\nAttorneys for Defendant\nSO ORDERED:\n/s/ Virginia M. Kendall\nU.S.D.J.",
		want:  []string{"Rachel S. Goldberg/counsel", "Kenneth A. Brooks/counsel", "Virginia M. Kendall/judge"},
		never: []string{"Goldberg Nguyen LLP/counsel", "Holland & Pierce LLP/counsel"}},
	{name: "pro se signature", text: "WHEREFORE, Plaintiff respectfully requests that the Court deny the motion.\nDated: July 9, 2024\nRespectfully submitted,\n/s/ Teresa Okafor\nTeresa Okafor, Plaintiff Pro Se\n1450 Lakeshore Avenue, Apt. 3B\nOakland, CA 94606\n(510) 555-0188",
		want:  []string{"Teresa Okafor/plaintiff"},
		never: []string{"Teresa Okafor/counsel", "Respectfully submitted/counsel"}},
	{name: "criminal information caption", text: "IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCRIMINAL DIVISION\nTHE PEOPLE OF THE STATE OF ILLINOIS,\nPlaintiff,\nv.\nDESHAWN CARTER,\nDefendant.\nNo. 24 CR 01234\nINFORMATION",
		want:  []string{"People of the State of Illinois/plaintiff", "Deshawn Carter/defendant"},
		never: []string{"Criminal Division/plaintiff"}},
	{name: "federal criminal indictment caption", text: "UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF VIRGINIA\nAlexandria Division\nUNITED STATES OF AMERICA\nv.\nVIKRAM SHAH and\nELENA PETROVA,\nDefendants.\nCriminal No. 1:24-cr-00123\nINDICTMENT",
		want:  []string{"United States of America/plaintiff", "Vikram Shah/defendant", "Elena Petrova/defendant"},
		never: []string{"Alexandria Division/plaintiff"}},
	{name: "mediation letter cc", text: "June 3, 2024\nVia Email\nRachel S. Goldberg, Esq.\nGoldberg Nguyen LLP\n200 West Madison Street\nChicago, IL 60606\nRe: Gonzalez v. Lakeside Logistics - Mediation\nDear Ms. Goldberg:\nThis confirms that the mediation will take place on July 15, 2024.\nSincerely,\nRobert Chen\nMediator\ncc: Kenneth A. Brooks, Esq.",
		want:  []string{"Robert Chen/sender", "Rachel S. Goldberg/recipient", "Kenneth A. Brooks/recipient"},
		never: []string{"Mediator/sender", "Goldberg Nguyen LLP/recipient", "Sincerely/sender"}},
	{name: "witness list", text: "PLAINTIFF'S WITNESS LIST\nPlaintiff Maria Gonzalez identifies the following witnesses she may call at trial:\n1. Maria Gonzalez, Plaintiff\n2. David Chen, former co-worker\n3. Kevin Pham, shift supervisor, Lakeside Logistics, Inc.\n4. Custodian of Records, Lakeside Logistics, Inc.",
		want:  []string{"David Chen/witness", "Kevin Pham/witness"},
		never: []string{"Custodian of Records/witness", "Shift Supervisor/witness"}},
	{name: "summons to defendant", text: "SUMMONS IN A CIVIL ACTION\nTo: (Defendant's name and address) Lakeside Logistics, Inc.\nc/o Registered Agent: CT Corporation System\n208 South LaSalle Street, Suite 814\nChicago, IL 60604\nA lawsuit has been filed against you.\nThe name and address of the plaintiff's attorney are:\nRachel S. Goldberg\nGoldberg Nguyen LLP\n200 West Madison Street, Suite 2500\nChicago, Illinois 60606\nCLERK OF COURT\nDate: 04/02/2024\nSignature of Clerk or Deputy Clerk",
		want:  []string{"Rachel S. Goldberg/counsel"},
		never: []string{"Clerk of Court/counsel", "Signature of Clerk or Deputy Clerk/counsel", "208 South LaSalle Street/recipient"}},
	{name: "judgment with attorneys line", text: "FINAL JUDGMENT\nThis action came on for trial before the Court and a jury, Honorable Gary Feinerman, District Judge, presiding, and the issues having been duly tried and the jury having rendered its verdict,\nIT IS ORDERED AND ADJUDGED that Plaintiff Maria Gonzalez recover from Defendant Lakeside Logistics, Inc. the sum of $125,000.\nDated: December 2, 2024\nThomas G. Bruton, Clerk of Court\nBy: /s/ J. Smith, Deputy Clerk",
		want:  []string{"Gary Feinerman/judge"},
		never: []string{"Clerk of Court/judge", "It is ordered and adjudged/judge"}},
	{name: "english consent order signatures", text: "BY CONSENT\nIT IS ORDERED THAT:\n1. The claim is stayed for 28 days for settlement.\nWe consent to the terms of this order\nHarcourt Bell LLP\nSolicitors for the Claimant\nFenwick Solicitors\nSolicitors for the Defendant\nDated 9 July 2024",
		never: []string{"Harcourt Bell LLP/counsel", "Fenwick Solicitors/counsel", "Harcourt Bell LLP/plaintiff"}},
	{name: "hearing notice bankruptcy", text: "PLEASE TAKE NOTICE that a hearing on the Motion will be held before the Honorable John T. Dorsey, United States Bankruptcy Judge, at the United States Bankruptcy Court for the District of Delaware, 824 North Market Street, 5th Floor, Courtroom No. 5, Wilmington, Delaware 19801 on May 15, 2024 at 10:00 a.m.\nDated: April 24, 2024\nWilmington, Delaware\n/s/ Laura Davis Jones\nLaura Davis Jones (DE Bar No. 2436)\nPACHULSKI STANG ZIEHL & JONES LLP\nProposed Counsel to the Debtor",
		want:  []string{"John T. Dorsey/judge", "Laura Davis Jones/counsel"},
		never: []string{"Courtroom No. 5/judge", "Pachulski Stang Ziehl & Jones LLP/counsel"}},
	{name: "class action caption", text: "UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY\nJANE ABERNATHY, individually and on behalf of all others similarly situated,\nPlaintiff,\nv.\nCRESTVIEW HEALTH PARTNERS, INC.,\nDefendant.\nCivil Action No. 2:24-cv-05512\nCLASS ACTION COMPLAINT",
		want:  []string{"Jane Abernathy/plaintiff", "Crestview Health Partners, Inc./defendant"},
		never: []string{"All Others Similarly Situated/plaintiff"}},
	{name: "counterclaim caption labels", text: "IN THE DISTRICT COURT OF TRAVIS COUNTY, TEXAS\n345TH JUDICIAL DISTRICT\nRIVERBEND BUILDERS, LLC,\nPlaintiff/Counter-Defendant,\nv.\nSAMUEL K. OYELARAN,\nDefendant/Counter-Plaintiff.\nCause No. D-1-GN-24-001234",
		want: []string{"Riverbend Builders, LLC/plaintiff", "Samuel K. Oyelaran/defendant"}},
	{name: "by the court order", text: "For the reasons set forth in the accompanying Opinion, IT IS on this 4th day of March, 2024,\nORDERED that Defendant's motion to dismiss is GRANTED.\nBY THE COURT:\n/s/ Anne E. Thompson\nANNE E. THOMPSON, U.S.D.J.",
		want:  []string{"Anne E. Thompson/judge"},
		never: []string{"By the Court/judge"}},
	{name: "pennsylvania and now order", text: "ORDER\nAND NOW, this 5th day of March, 2024, upon consideration of Plaintiff's Motion to Compel, and any response thereto, it is hereby ORDERED that the Motion is GRANTED.\nBY THE COURT:\n______________________\nJOHN M. YOUNGE, J.",
		want: []string{"John M. Younge/judge"}},
	{name: "georgia so ordered", text: "SO ORDERED this 4th day of March, 2024.\n______________________________\nHon. Tamara L. Whitfield\nJudge, Superior Court of Cobb County\nPrepared and presented by:\n/s/ Daniel Okoro\nDaniel Okoro\nGeorgia Bar No. 552091\nCounsel for Plaintiff",
		want:  []string{"Tamara L. Whitfield/judge", "Daniel Okoro/counsel"},
		never: []string{"Superior Court of Cobb County/judge"}},
	{name: "texas signed judge presiding", text: "It is therefore ORDERED that the Plea to the Jurisdiction is DENIED.\nSIGNED on March 4, 2024.\n______________________________\nKARIN CRUMP\nJUDGE PRESIDING",
		want: []string{"Karin Crump/judge"}},
	{name: "verification new york", text: "VERIFICATION\nSTATE OF NEW YORK )\n) ss.:\nCOUNTY OF NEW YORK )\nPRIYA RAMANATHAN, being duly sworn, deposes and says:\nI am the plaintiff in this action. I have read the foregoing complaint and know the contents thereof; the same is true to my own knowledge.\nPriya Ramanathan\nSworn to before me this 2nd day of April, 2024\nNotary Public",
		want:  []string{"Priya Ramanathan/declarant"},
		never: []string{"State of New York/declarant", "Notary Public/declarant"}},
	{name: "english affidavit", text: "Claimant\nJ Hartley\nFirst\n12 April 2024\nAFFIDAVIT OF JAMES HARTLEY\nI, JAMES HARTLEY, of 12 High Street, Guildford GU1 3AA, Solicitor, MAKE OATH AND SAY as follows:\n1. I am a partner in Hartley & Co, solicitors for the Claimant.",
		want:  []string{"James Hartley/declarant"},
		never: []string{"12 High Street/declarant", "Hartley & Co/declarant"}},
	{name: "appearance on one line", text: "APPEARANCES:\nFor the Plaintiff: Rachel S. Goldberg, Esq., Goldberg Nguyen LLP, Chicago, Illinois\nFor the Defendant: Kenneth A. Brooks, Esq., Holland & Pierce LLP, Hartford, Connecticut\nThe Court Reporter: Linda Sorensen, CSR",
		want:  []string{"Rachel S. Goldberg/counsel", "Kenneth A. Brooks/counsel"},
		never: []string{"Linda Sorensen/counsel", "Goldberg Nguyen LLP/counsel"}},
	{name: "law offices signature", text: "Dated: May 1, 2024\nLAW OFFICES OF MIGUEL A. TORRES\n/s/ Miguel A. Torres\nMiguel A. Torres (SBN 251177)\nCounsel for Plaintiff\nAna Lucia Reyes",
		want:  []string{"Miguel A. Torres/counsel", "Ana Lucia Reyes/plaintiff"},
		never: []string{"Law Offices of Miguel A. Torres/counsel"}},
	{name: "email with mailto and several recipients", text: "From: Hannah Ross [mailto:hross@lakesidelogistics.com]\nSent: Friday, February 2, 2024 11:20 AM\nTo: Kevin Pham; Maria Gonzalez\nCc: payroll@lakesidelogistics.com\nSubject: RE: Overtime\nKevin, Maria - please see the attached policy.\nThanks,\nHannah",
		want:  []string{"Hannah Ross/sender", "Kevin Pham/recipient", "Maria Gonzalez/recipient"},
		never: []string{"Payroll/recipient"}},
	{name: "english solicitors letter signed for firm", text: "Fenwick Solicitors\n3 King Street\nLeeds LS1 2HH\nOur ref: RL/THV/88\n20 May 2024\nHarcourt Bell LLP\n12 Fleet Street\nLondon EC4Y 1AA\nDear Sirs\nAdeyemi v Thames Valley Housing Limited\nWe act for the Defendant and write in response to your letter of 14 March 2024.\nYours faithfully\nFenwick Solicitors",
		never: []string{"Dear Sirs/recipient", "3 King Street/sender", "Leeds LS1 2HH/sender"}},
	{name: "order with copies to pro se", text: "ORDER SETTING HEARING\nA hearing on the Petition is set for June 10, 2024 at 9:00 a.m.\nDONE AND ORDERED this 3rd day of May, 2024.\n/s/ Maria Elena Verde\nCircuit Judge\nCopies to:\nCarlos Alberto Mendez, Petitioner, pro se\nRobert Chen, Esq., counsel for Respondent",
		want:  []string{"Maria Elena Verde/judge", "Carlos Alberto Mendez/petitioner", "Robert Chen/counsel"},
		never: []string{"Carlos Alberto Mendez/counsel"}},
	{name: "notary acknowledgment", text: "STATE OF FLORIDA\nCOUNTY OF MIAMI-DADE\nThe foregoing instrument was acknowledged before me by means of physical presence this 3rd day of May, 2024, by Carlos Alberto Mendez, who is personally known to me.\n______________________\nNotary Public, State of Florida\nPrint Name: Gloria Ramos\nMy Commission Expires: 01/15/2026",
		never: []string{"Notary Public/declarant", "Gloria Ramos/declarant", "State of Florida/declarant", "Print Name/declarant"}},
}

// layoutGaps are the cases of layoutCases the rules do not yet read
// whole, with why: each is reported, not failed, and fails once it
// passes, so that the list stays true.
var layoutGaps = map[string]string{
	"certificate of service": "a service section is kept from the party readers, so its signer and the lawyers it serves are not read there",
}

// TestLayoutsOfCommonPapers runs every case of layoutCases and reports
// how many of them yield all of their pairs and none of their
// forbidden ones.
func TestLayoutsOfCommonPapers(t *testing.T) {
	passed := 0
	for _, c := range layoutCases {
		got := partiesOf(t, strings.Split(c.text, "\f")...)
		key := func(w string) string {
			i := strings.LastIndex(w, "/")
			return NameKey(w[:i]) + w[i:]
		}
		var miss []string
		for _, w := range c.want {
			if !got[key(w)] {
				miss = append(miss, w+" not read")
			}
		}
		for _, w := range c.never {
			if got[key(w)] {
				miss = append(miss, w+" read")
			}
		}
		gap, known := layoutGaps[c.name]
		switch {
		case len(miss) == 0 && known:
			t.Errorf("%s: read whole; take it out of layoutGaps", c.name)
		case len(miss) == 0:
			passed++
		case known:
			t.Logf("%s (known gap: %s): %s", c.name, gap, strings.Join(miss, "; "))
		default:
			t.Errorf("%s: %s; got %v", c.name, strings.Join(miss, "; "), got)
		}
	}
	t.Logf("%d of %d layouts read whole", passed, len(layoutCases))
}

// TestLabelTableHeading: the prairie provinces' court forms head a paper
// with a table read label, then value ("JUDICIAL CENTRE" / "CALGARY" /
// "PLAINTIFF" / the plaintiff); the value after a side's label is that
// side, never the value above it, and the lawyers after "Attention:" in
// the filing party's address-for-service box are counsel. An affidavit
// that describes a contract between the sides makes them no parties to it.
func TestLabelTableHeading(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "alberta statement of claim", text: "Form 10\n[Rule 3.25]\nCOURT FILE NUMBER\n\n2401-04417\n\nCOURT\n\nCOURT OF KING'S BENCH OF ALBERTA\n\nJUDICIAL CENTRE\n\nCALGARY\n\nPLAINTIFF\n\nPRAIRIE SUMMIT MILLWORK LTD.\n\nDEFENDANTS\n\nBOWRIVER HOMES INC. and\nGRAEME ALISTAIR LOCHHEAD\n\nDOCUMENT\n\nSTATEMENT OF CLAIM\n\nADDRESS FOR SERVICE AND\nCONTACT INFORMATION OF\nPARTY FILING THIS\nDOCUMENT\n\nTorrance Bekkering LLP\nBarristers and Solicitors\nAttention: Harjit S. Brar / Élise M. Paquette\nTelephone: (403) 555-0182",
			want:  []string{"Prairie Summit Millwork Ltd./plaintiff", "Bowriver Homes Inc./defendant", "Graeme Alistair Lochhead/defendant", "Harjit S. Brar/counsel", "Élise M. Paquette/counsel"},
			never: []string{"Calgary/plaintiff", "Prairie Summit Millwork Ltd./defendant"}},
		{name: "affidavit describing a contract", text: "AFFIDAVIT OF WENDELL J. KOWALCHUK\nI, Wendell J. Kowalchuk, of Calgary, Alberta, MAKE OATH AND SAY THAT:\n1. I am the controller of the Plaintiff.\n2. Attached as Exhibit \"A\" is a true copy of the supply and installation agreement between Prairie Summit and Bowriver Homes Inc. (\"Bowriver\") dated May 15, 2023.",
			want:  []string{"Wendell J. Kowalchuk/declarant"},
			never: []string{"Prairie Summit/party", "Bowriver Homes Inc./party"}},
	})
}

// TestNoClientAfterSide: what follows a lawyer's "for the Plaintiff" names
// the client only when it is a name: a firm's address ("of Room 1203,
// 12/F"), the sentence running on ("and I have the") or a paper's title
// ("FOR CASE MANAGEMENT CONFERENCE") names no one.
func TestNoClientAfterSide(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "address", text: "STATEMENT OF CLAIM\nFiled on the 4th day of June 2024 by Messrs Chiu & Fok, Solicitors for the Plaintiff, of Room 1203, 12/F, Printing House, 6 Duddell Street, Central, Hong Kong.",
			never: []string{"12/F/plaintiff", "Printing House/plaintiff", "Room 1203/plaintiff"}},
		{name: "sentence", text: "AFFIDAVIT\nI am a senior associate at Carrington Vale Lawyers, the solicitors for the applicant, and I have the\nday-to-day conduct of this proceeding.",
			never: []string{"I have/petitioner", "I have/plaintiff"}},
		{name: "title", text: "MEMORANDUM OF COUNSEL FOR THE PLAINTIFF FOR CASE MANAGEMENT CONFERENCE\nON 24 MAY 2024",
			never: []string{"For Case Management Conference/plaintiff"}},
		{name: "the lawyer in apposition", text: "PRAECIPE\nCounsel for Plaintiff, Gregory M. Pendleford, Esquire, was consulted on August 14, 2024 and agreed to this date.",
			never: []string{"Gregory M. Pendleford/plaintiff"}},
		{name: "a client named", text: "ANSWER\nDated: May 1, 2024\n/s/ Colette R. Theriot\nCounsel for Defendant, Bayou State Indemnity Company",
			want: []string{"Bayou State Indemnity Company/defendant"}},
	})
}

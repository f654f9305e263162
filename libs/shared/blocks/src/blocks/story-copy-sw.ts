/**
 * The Kiswahili wording of the block stories, keyed by the English it replaces: one entry per
 * phrase, however many stories show it, as in the site's own translation catalogs.
 */
export const storyCopySw: Readonly<Record<string, string>> = {
  'Get the M-Pesa app': 'Pakua programu ya M-Pesa',
  'Send money, pay bills, buy bundles and see your statement on your smartphone. Free to download.':
    'Tuma pesa, lipia bili, nunua vifurushi na uone taarifa za akaunti kwenye simu janja yako. Ni bure kupakua.',
  'The M-Pesa app home screen on a phone': 'Skrini ya mwanzo ya programu ya M-Pesa kwenye simu',
  'Daily internet bundles': 'Vifurushi vya intaneti vya siku',
  'Bundles are valid for 24 hours from the time you buy them.': 'Vifurushi vinadumu saa 24 tangu unaponunua.',
  'Daily 250MB': 'Siku 250MB',
  'Daily 1GB': 'Siku 1GB',
  '24 hours': 'Saa 24',
  'Need help with M-Pesa?': 'Unahitaji msaada wa M-Pesa?',
  'Call 100 in Swahili or 101 in English, toll-free from your Vodacom line.':
    'Piga 100 kwa Kiswahili au 101 kwa Kiingereza, bila malipo kutoka laini yako ya Vodacom.',
  'Call 100': 'Piga 100',
  'Find a shop': 'Tafuta duka',
  'What would you like to do today?': 'Ungependa kufanya nini leo?',
  'Everything Vodacom offers, in one place.': 'Huduma zote za Vodacom, mahali pamoja.',
  Bundles: 'Vifurushi',
  'Internet, voice and SMS bundles for every budget.':
    'Vifurushi vya intaneti, dakika na SMS kwa kila bajeti.',
  Popular: 'Maarufu',
  'See bundles': 'Angalia vifurushi',
  'Send money, pay bills and save from any phone.': 'Tuma pesa, lipia bili na weka akiba kutoka simu yoyote.',
  'Discover M-Pesa': 'Gundua M-Pesa',
  Devices: 'Vifaa',
  '4G and 5G smartphones and home Wi-Fi routers.': 'Simu janja za 4G na 5G na ruta za Wi-Fi za nyumbani.',
  'Shop devices': 'Nunua vifaa',
  Highlights: 'Yanayovuma',
  'Stay online all day with internet bundles': 'Baki mtandaoni siku nzima na vifurushi vya intaneti',
  'Daily, weekly and monthly bundles. Dial *149*01# to buy.':
    'Vifurushi vya siku, wiki na mwezi. Piga *149*01# kununua.',
  'Buy a bundle': 'Nunua kifurushi',
  'M-Pesa: send, pay and save in seconds': 'M-Pesa: tuma, lipa na weka akiba papo hapo',
  'Send money to family and pay shops with Lipa kwa Simu. Dial *150*00#.':
    'Tuma pesa kwa familia na lipia manunuzi kwa Lipa kwa Simu. Piga *150*00#.',
  'A man sending money with M-Pesa': 'Mwanaume akituma pesa kwa M-Pesa',
  'Talk to us': 'Wasiliana nasi',
  'Calls to customer care are free from your Vodacom line.':
    'Kupiga simu huduma kwa wateja ni bure kutoka laini yako ya Vodacom.',
  'Customer care in Swahili, toll-free': 'Huduma kwa wateja kwa Kiswahili, bila malipo',
  'Customer care in English, toll-free': 'Huduma kwa wateja kwa Kiingereza, bila malipo',
  'Email (sample address)': 'Barua pepe (anwani ya mfano)',
  'Your nearest Vodacom shop': 'Duka la Vodacom lililo karibu nawe',
  'Opening hours on each shop’s page': 'Saa za kufungua ziko kwenye ukurasa wa kila duka',
  'M-Pesa menu': 'Menyu ya M-Pesa',
  'M-Pesa questions': 'Maswali kuhusu M-Pesa',
  'How do I open the M-Pesa menu?': 'Nafunguaje menyu ya M-Pesa?',
  'Dial *150*00# from your Vodacom line and choose from the menu. Customer care on 100 is toll-free.':
    'Piga *150*00# kutoka laini yako ya Vodacom na uchague kwenye menyu. Huduma kwa wateja kwa 100 ni bila malipo.',
  'What is Songesha?': 'Songesha ni nini?',
  'Songesha is an M-Pesa overdraft with TPB Bank: it completes a payment when your balance is short.':
    'Songesha ni mkopo wa papo hapo wa M-Pesa kupitia TPB Bank: unakamilisha malipo pale salio lako lisipotosha.',
  'Why choose M-Pesa': 'Kwa nini uchague M-Pesa',
  'In Tanzania since 2008.': 'Nchini Tanzania tangu mwaka 2008.',
  Safe: 'Salama',
  'Every transaction is protected by your secret PIN.': 'Kila muamala unalindwa na namba yako ya siri.',
  Everywhere: 'Kila mahali',
  'Cash in and out at M-Pesa agents.': 'Weka na toa pesa kwa mawakala wa M-Pesa.',
  'Any phone': 'Simu yoyote',
  'Dial *150*00#: no smartphone or data needed.': 'Piga *150*00#: huhitaji simu janja wala data.',
  'Send money, pay bills and save with M-Pesa': 'Tuma pesa, lipa bili na weka akiba kwa M-Pesa',
  'Dial *150*00# from any phone. No smartphone or data needed.':
    'Piga *150*00# kutoka simu yoyote. Huhitaji simu janja wala data.',
  'A woman paying at a shop with M-Pesa on her phone': 'Mwanamke akilipa dukani kwa M-Pesa kwenye simu yake',
  'Get started': 'Anza sasa',
  'See M-Pesa tariffs': 'Angalia gharama za M-Pesa',
  'How to send money with M-Pesa': 'Jinsi ya kutuma pesa kwa M-Pesa',
  'Open the M-Pesa menu': 'Fungua menyu ya M-Pesa',
  'Dial the code from any Vodacom line.': 'Piga namba hii kutoka laini yoyote ya Vodacom.',
  'Choose “Send Money”': 'Chagua “Tuma Pesa”',
  'Enter the receiver’s phone number and the amount.': 'Weka namba ya simu ya mpokeaji na kiasi.',
  'Confirm with your PIN': 'Thibitisha kwa namba ya siri',
  'You and the receiver get an SMS confirmation.': 'Wewe na mpokeaji mtapata ujumbe wa uthibitisho.',
  'Pay shops, fuel stations and market traders with M-Pesa. No cash, no change needed.':
    'Lipa maduka, vituo vya mafuta na wafanyabiashara sokoni kwa M-Pesa. Huhitaji pesa taslimu wala chenji.',
  'A customer paying a market trader with M-Pesa': 'Mteja akimlipa mfanyabiashara sokoni kwa M-Pesa',
  'Become a merchant': 'Kuwa mfanyabiashara',
  'Vodacom Tanzania at a glance': 'Vodacom Tanzania kwa ufupi',
  'Shares in issue': 'Hisa zilizotolewa',
  'Listed on the Dar es Salaam Stock Exchange': 'Zimeorodheshwa katika Soko la Hisa la Dar es Salaam',
  'M-Pesa launched in Tanzania': 'M-Pesa ilianza Tanzania',
  'New 4G sites': 'Vituo vipya vya 4G',
  'Year to March 2025': 'Mwaka hadi Machi 2025',
  'Our directors': 'Wakurugenzi wetu',
  'Roles as confirmed by public sources on the dates shown.':
    'Nyadhifa kama zilivyothibitishwa na vyanzo vya umma katika tarehe zilizoonyeshwa.',
  'Justice (Rtd) Thomas B. Mihayo': 'Jaji Mstaafu Thomas B. Mihayo',
  'Chairman of the Board (as at 13 July 2023)': 'Mwenyekiti wa Bodi (kufikia 13 Julai 2023)',
  'Named chairman in the annual report for the year ended 31 March 2021, and chairman as at 13 July 2023. Sources: Vodacom Tanzania annual reports 2021 and 2023.':
    'Alitajwa kuwa mwenyekiti katika ripoti ya mwaka wa fedha ulioishia 31 Machi 2021, na alikuwa mwenyekiti kufikia 13 Julai 2023. Vyanzo: ripoti za mwaka za Vodacom Tanzania za 2021 na 2023.',
  'Illustrated person with glasses and a hair bun wearing a grey top':
    'Mchoro wa mtu mwenye miwani na nywele zilizofungwa juu aliyevaa shati la kijivu',
  'Managing Director (as at 21 August 2025)': 'Mkurugenzi Mtendaji (kufikia 21 Agosti 2025)',
  'Joined Vodacom Tanzania as Managing Director in October 2022 and was Managing Director at the Annual General Meeting of 21 August 2025. Sources: The Citizen, February 2023 and 21 August 2025.':
    'Alijiunga na Vodacom Tanzania kama Mkurugenzi Mtendaji mwezi Oktoba 2022, na alikuwa Mkurugenzi Mtendaji wakati wa Mkutano Mkuu wa Mwaka wa tarehe 21 Agosti 2025. Vyanzo: The Citizen, Februari 2023 na 21 Agosti 2025.',
  'Illustrated person with short hair wearing a red top':
    'Mchoro wa mtu mwenye nywele fupi aliyevaa shati jekundu',
  'Bundle terms and conditions': 'Vigezo na masharti ya vifurushi',
  'Before you buy': 'Kabla ya kununua',
  'Each bundle’s page gives its price and how long it lasts. ':
    'Ukurasa wa kila kifurushi unaonyesha bei yake na muda wake wa matumizi. ',
  'Check both before you buy.': 'Viangalie vyote viwili kabla ya kununua.',
  'Dial *149*01# to buy a bundle.': 'Piga *149*01# kununua kifurushi.',
  'Dial *150*00# to pay with M-Pesa.': 'Piga *150*00# kulipa kwa M-Pesa.',
  'How to pay with Lipa kwa Simu': 'Jinsi ya kulipa kwa Lipa kwa Simu',
  'A short guide for customers and shop owners: scan, enter the amount, confirm with your PIN.':
    'Mwongozo mfupi kwa wateja na wenye maduka: changanua, weka kiasi, thibitisha kwa namba yako ya siri.',
};

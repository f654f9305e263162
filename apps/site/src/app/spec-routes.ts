/**
 * Every path of spec §2 and the domain that owns it (docs/architecture.md: mobile = personal area,
 * mpesa = mobile money, business, investor = investor/about/news, foundation, support = customer service).
 * Kept as data so the route-table test can tell a missing, duplicated or misplaced route.
 */
export const specRoutes: Record<string, string[]> = {
  mobile: [
    '/', '/digital', '/internet-overview', '/voice-sms', '/J4U', '/pinduapindua', '/international-roaming', '/international-calling',
    '/jimixie', '/redrlx', '/tuzo-points', '/uni-offer', '/soka', '/chekecha-mkwanja', '/tusua-mapene', '/tusua-sport',
    '/sport-news/:id/:slug?', '/the-best', '/e-gazeti', '/story-box', '/magic', '/voda-habari', '/ndoto-media', '/callertunes',
    '/mdundo', '/shake-win', '/swipe-win', '/paisha', '/smart-bango', '/voda-njiwa', '/nipige-tafu', '/elimika', '/afya-call',
    '/google-play', '/my-vodacom-app', '/ushauri', '/devices', '/devices/:id/:slug?', '/fwa', '/5G',
  ],
  mpesa: [
    '/mpesa', '/loans-savings', '/songesha', '/mgodi', '/mpawa', '/wakala-wezesha', '/wakala-songesha', '/merchant-loan', '/halal',
    '/digital-payments', '/mpesa-business-app', '/mpesa-app', '/visa-cards', '/linked-cards', '/mini-apps', '/insurance',
    '/insurance-loan', '/lipa-kwa-simu', '/business-payment', '/motor-insurance', '/faraja-yangu', '/life-insurance', '/group-life',
    '/financial-services', '/changisha', '/mkoba', '/international-money-transfer', '/mpesa-agents', '/payment-services',
  ],
  business: ['/vodacom-business', '/vodacombusinesscommunity', '/supakasi', '/vodacom-business/:id/:slug?', '/large', '/mid'],
  investor: [
    '/about-us', '/calendar', '/executive-team', '/board-members', '/board-commitee', '/announcements', '/financials',
    '/annual-general-meeting', '/dividends', '/news-events', '/news-event/:id/:slug?', '/foundation-news/:id/:slug?',
    '/investor-videos', '/shareholder-form',
  ],
  foundation: [
    '/vodacom-foundation', '/what-we-do', '/aboutUs', '/learning', '/connected-health', '/planet', '/financial-inclusion',
    '/education-inclusion', '/guidelines', '/volunteers', '/our-goal',
  ],
  support: [
    '/terms-conditions', '/general-terms', '/M-pesa-terms', '/digital-services-terms', '/vodacom-business-terms', '/bundles-terms',
    '/devices-terms', '/privacy', '/privacy-policy', '/faq/:item?', '/digital-services-faqs', '/vodacom-business-faq', '/bundles-faqs',
    '/M-pesa-faqs', '/customer-service', '/bug-bounty', '/sim-registration', '/contact-us',
  ],
};

/** Routes spec §2 hides from navigation. */
export const hiddenRoutes = ['/sport-news/:id/:slug?', '/voda-njiwa', '/supakasi', '/shareholder-form'];

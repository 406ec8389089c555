import type { Article } from './types';

export const COMPANY_LINKEDIN_URL = 'https://www.linkedin.com/company/chainboost';
export const ARTICLE_FALLBACK_IMAGE = '/images/articles/fallback.svg';

export const articleCategories = ['All', 'DeFi', 'NFT', 'Trading', 'Blockchain'] as const;
export type ArticleFilter = (typeof articleCategories)[number];

const linkedinPost = (slug: string) => `https://www.linkedin.com/posts/chainboost_${slug}`;

export const articles: Article[] = [
  {
    id: 1,
    title: 'KYC-Verified User Acquisition: Growing an Exchange With Users Who Stay',
    category: 'Trading',
    excerpt:
      'Cheap signups are easy to buy and quick to vanish. Paying for verified users and first trades changes the economics of exchange growth.',
    readTime: '6 min read',
    date: 'Nov 12, 2026',
    imageUrl: '/images/articles/kyc-user-acquisition.svg',
    imageAlt: 'Identity card with a verified check beside a rising user count',
    linkedinUrl: linkedinPost('kyc-user-acquisition'),
    author: 'Maya Okafor',
    content: `
<p>Most exchanges learn the same lesson the hard way: a campaign that delivers fifty thousand signups can leave almost nothing behind a month later. Bots, bonus hunters and curious visitors inflate the top of the funnel, while the numbers that matter — verified accounts, funded wallets and repeat trades — barely move.</p>
<h2>Why KYC is the real conversion point</h2>
<p>A completed identity check is the first moment a visitor shows genuine intent. It takes minutes, asks for documents and cannot be automated at scale, which makes it a natural filter. Treating the KYC pass, rather than the signup, as the conversion event aligns every partner and channel with users who can actually deposit and trade.</p>
<h2>Tracking the first transaction</h2>
<p>Verification proves identity; the first transaction proves interest. We track both events per referral source, so a campaign is judged on how many of its users funded an account and placed a trade within their first week. That single metric separates channels that bring traders from channels that bring noise.</p>
<ul>
  <li>Attribute every signup to a referral code or campaign from the first click.</li>
  <li>Count a conversion only after KYC approval, not at registration.</li>
  <li>Report first-time transactions and time-to-first-trade per source.</li>
  <li>Review cohorts at day 1, day 7 and day 30 to catch churn early.</li>
</ul>
<h2>Choosing markets deliberately</h2>
<p>Verification pass rates, payment rails and document types differ widely between regions. A campaign that performs well in Southeast Asia may stall in the Middle East because local ID formats or bank transfers are not supported. Launching market by market, with localized onboarding and support, keeps acquisition costs predictable.</p>
<p>Paying per verified user can look expensive next to paying per click. Measured against retained, trading customers, it is usually the cheapest growth an exchange can buy — and it gives compliance teams a cleaner user base from day one.</p>
`,
  },
  {
    id: 2,
    title: 'Market Making 101: How Liquidity Decides a Token Listing',
    category: 'Trading',
    excerpt:
      'A listing with thin order books drives traders away in hours. Here is how spot and futures market makers keep spreads tight and prices honest.',
    readTime: '7 min read',
    date: 'Nov 3, 2026',
    imageUrl: '/images/articles/market-making-liquidity.svg',
    imageAlt: 'Candlestick price chart beside a balanced order book',
    linkedinUrl: linkedinPost('market-making-liquidity'),
    author: 'Daniel Reyes',
    content: `
<p>Listing day is the loudest moment in a token's life, and the most fragile. If the first buyers meet a wide spread and a book that moves five percent on a modest order, they leave — and they tell others. Liquidity is not a nice-to-have after listing; it is the product traders experience first.</p>
<h2>What a market maker actually does</h2>
<p>A market maker quotes buy and sell orders continuously on both sides of the book. By standing ready to trade, it narrows the spread between the best bid and the best ask and absorbs orders that would otherwise swing the price. Good market makers also keep quotes consistent across venues, so arbitrage does not drain one exchange to feed another.</p>
<h2>Spot versus futures</h2>
<p>Spot liquidity lets holders enter and exit without slippage. Futures liquidity lets traders hedge, which in turn makes them comfortable holding larger spot positions. Projects that plan for both from the start tend to see steadier volume, because the two markets reinforce each other instead of competing for the same capital.</p>
<h2>Metrics to put in the agreement</h2>
<ul>
  <li>Maximum spread, for example 0.5% on the main pair, measured around the clock.</li>
  <li>Minimum depth within 2% of the mid price on each side.</li>
  <li>Uptime of quotes, reported daily with exceptions explained.</li>
  <li>Clear rules for loaned tokens, call options and how they are returned.</li>
</ul>
<p>Transparent reporting is the difference between a partner and a black box. Ask for daily dashboards, insist on measurable service levels, and treat wash trading as a red line: artificial volume can get a token delisted faster than low volume ever will.</p>
`,
  },
  {
    id: 3,
    title: 'NFT Community Growth Beyond the Mint',
    category: 'NFT',
    excerpt:
      'Sold-out mints are not communities. The collections that last give holders reasons to return long after the reveal.',
    readTime: '5 min read',
    date: 'Oct 27, 2026',
    imageUrl: '/images/articles/nft-community-growth.svg',
    imageAlt: 'Gallery of digital collectibles connected to a community of members',
    linkedinUrl: linkedinPost('nft-community-growth'),
    author: 'Lena Fischer',
    content: `
<p>For a while, NFT growth meant one thing: hype the mint, sell out, move on. The collections still standing today took a different path. They treated the mint as the start of a relationship with holders, not the finish line of a marketing campaign.</p>
<h2>Utility that people actually use</h2>
<p>Access only matters if there is something worth accessing. Holder-only events, early product features, creative collaborations and a say in what gets built next give people a reason to keep their tokens and to show up. The best utility grows the project itself rather than promising rewards it cannot sustain.</p>
<h2>Building the core group first</h2>
<p>Strong communities start small. The first two hundred members set the tone for the next twenty thousand, so it pays to recruit collectors, artists and builders deliberately, answer them personally and give the most active among them real responsibility as moderators and ambassadors.</p>
<ul>
  <li>Run weekly sessions where the team shows progress openly.</li>
  <li>Reward contributions — art, guides, translations — not just holding.</li>
  <li>Partner with collections whose holders share your audience.</li>
  <li>Keep one clear channel for announcements to cut through the noise.</li>
</ul>
<h2>Measuring what matters</h2>
<p>Floor price is a poor health check. Track the share of holders who have held for more than ninety days, the number of unique voices in community channels each week and how many holders take part in events. Those numbers move before the market does.</p>
`,
  },
  {
    id: 4,
    title: 'DeFi Partnerships That Compound: Integrations Over Announcements',
    category: 'DeFi',
    excerpt:
      'A partnership tweet fades in a day. An integration that routes liquidity and users between protocols keeps paying off for years.',
    readTime: '6 min read',
    date: 'Oct 15, 2026',
    imageUrl: '/images/articles/defi-partnerships.svg',
    imageAlt: 'Interlocking protocol rings exchanging liquidity',
    linkedinUrl: linkedinPost('defi-partnerships'),
    author: 'Arjun Mehta',
    content: `
<p>DeFi is built on composability: any protocol can plug into any other. That makes partnerships more powerful than in traditional business — and easier to waste on announcements that never turn into code.</p>
<h2>Start with the integration, not the logo</h2>
<p>The partnerships that compound are the ones where users of one protocol can do something new with another: deposit a vault token as collateral, route a swap through a new pool, or earn rewards on an asset they already hold. Each integration becomes a permanent distribution channel that works without a campaign behind it.</p>
<h2>Finding the right partners</h2>
<p>Look for protocols whose users already need what you offer. A lending market needs reliable collateral; a yield aggregator needs new strategies; a wallet needs useful features for its users. Mapping these needs first turns outreach into a conversation about shared growth instead of a request for exposure.</p>
<ul>
  <li>Agree on one measurable goal, such as deposits routed or new active wallets.</li>
  <li>Share the engineering work and the security review up front.</li>
  <li>Align incentives for a fixed period and review them together afterwards.</li>
  <li>Co-author the launch content so both communities hear the same story.</li>
</ul>
<h2>Security is part of the deal</h2>
<p>Every integration adds shared risk. Audits, clear oracle assumptions and an agreed incident plan protect both sides. A partner that refuses to talk about risk is not a partner worth announcing.</p>
<p>The best DeFi growth rarely looks dramatic. It looks like a steady increase in integrations, each one adding users and liquidity that no single marketing push could buy.</p>
`,
  },
  {
    id: 5,
    title: 'Layer 2 Adoption: Bringing the Next Million Users On-Chain',
    category: 'Blockchain',
    excerpt:
      'Rollups made transactions cheap. The remaining work is making them simple enough that new users never notice which chain they are on.',
    readTime: '7 min read',
    date: 'Sep 30, 2026',
    imageUrl: '/images/articles/layer2-adoption.svg',
    imageAlt: 'Stacked network layers with transactions rising from the base layer',
    linkedinUrl: linkedinPost('layer2-adoption'),
    author: 'Sofia Lindqvist',
    content: `
<p>Layer 2 networks changed the economics of Ethereum. A swap that once cost more than a coffee now costs a few cents, and confirmation feels instant. Yet fees were only one of the barriers keeping mainstream users away.</p>
<h2>The new friction: too many chains</h2>
<p>Users now face a different question: which network? Assets spread across rollups, bridges add steps and waiting times, and wallets ask people to switch networks before they understand why. Projects that want growth on a Layer 2 have to hide that complexity rather than explain it.</p>
<h2>What good onboarding looks like</h2>
<ul>
  <li>Fiat on-ramps that deliver funds directly on the target network.</li>
  <li>Sponsored gas for a user's first transactions.</li>
  <li>Smart accounts with social recovery instead of seed phrases.</li>
  <li>Bridging built into the app, with clear progress and time estimates.</li>
</ul>
<h2>Ecosystem programs and grants</h2>
<p>Most Layer 2 networks run grant and incentive programs for builders who bring real users. The programs reward activity that lasts, so plan campaigns around retention — repeat transactions, returning wallets — rather than one-off airdrop farming that disappears the moment rewards end.</p>
<p>The next wave of adoption will come from apps where the blockchain is invisible. Layer 2 networks provide the speed and cost; product teams provide the experience that makes people stay.</p>
`,
  },
  {
    id: 6,
    title: 'AI Growth Solutions for Web3 Teams',
    category: 'Blockchain',
    excerpt:
      'From on-chain analytics to always-on community support, AI lets small Web3 teams run growth programs that used to need a whole department.',
    readTime: '5 min read',
    date: 'Sep 18, 2026',
    imageUrl: '/images/articles/ai-growth.svg',
    imageAlt: 'Neural network linked to an AI chip',
    linkedinUrl: linkedinPost('ai-growth-solutions'),
    author: 'Chen Wei',
    content: `
<p>Web3 teams are usually small, global and online around the clock. Their users ask questions at three in the morning, in a dozen languages, about wallets, bridges and token unlocks. AI tools are turning that pressure into an advantage.</p>
<h2>Reading the chain for signals</h2>
<p>Every wallet leaves a public trail. Models that cluster wallets by behaviour can show which campaigns brought long-term holders, which partners send active traders and where users drop out of a flow. Growth decisions stop being guesses and start being experiments with clear results.</p>
<h2>Support that never sleeps</h2>
<p>An assistant trained on documentation, listing rules and past support tickets can answer most routine questions instantly and hand the rest to a person with the context already collected. Response times fall, and the team spends its time on the conversations that need judgement.</p>
<ul>
  <li>Segment users from on-chain activity, not only from signup forms.</li>
  <li>Personalize onboarding messages by wallet history and region.</li>
  <li>Flag suspicious referral patterns before rewards are paid out.</li>
  <li>Draft localized content, then have native speakers review it.</li>
</ul>
<h2>Keep people in the loop</h2>
<p>AI works best as an amplifier for a team's judgement, not a replacement for it. Review automated messages, keep humans accountable for financial advice and be open with users about when they are talking to a machine. Trust is the scarcest asset in Web3; no growth tactic is worth spending it.</p>
`,
  },
];

export function findArticle(id: string | number | undefined): Article | undefined {
  return articles.find((article) => String(article.id) === String(id));
}

export function filterArticles(filter: ArticleFilter, list: readonly Article[] = articles): Article[] {
  return filter === 'All' ? [...list] : list.filter((article) => article.category === filter);
}

import type { ContractCards, ContractTotals } from '@mijn/contract';
import { cardGroupKeys, type PolicySelection } from '@mijn/domain';

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * The premium of the persons being added, from the prices the cards carry for each of them
 * (Contract/validate knows only the insured): a month after the collectivity discount, and per
 * payment term after its discount, in the shape the totals show.
 */
export function newcomerTotals(cards: ContractCards, selection: PolicySelection): ContractTotals {
  const allCards = cardGroupKeys.flatMap((group) => cards.groups[group].cards);
  const prices = cards.insuredPersons.map((person) => {
    const codes = selection[person.customerNumber] ?? [];
    const chosen = allCards.filter((card) => codes.includes(card.productComponentCode));
    const own = chosen.flatMap((card) =>
      card.insuredPersons.filter((insured) => insured.customerNumber === person.customerNumber),
    );
    return {
      overview: {
        customerNumber: person.customerNumber,
        productComponentCodes: [...codes],
        totalGrossPremium: sum(own.map((price) => price.netPremiumWithDiscount)),
        totalDiscountAmount: 0,
        totalNettoPremium: sum(own.map((price) => price.netPremiumWithDiscount)),
        excessAmount: sum(chosen.map((card) => card.ownRiskAmount ?? 0)),
      },
      perTerm: sum(own.map((price) => price.netPremiumPerPaymentTerm)),
    };
  });
  const month = sum(prices.map((price) => price.overview.totalNettoPremium));
  const perTerm = sum(prices.map((price) => price.perTerm));
  const beforeDiscount = month * cards.paymentTerm;
  const discount = beforeDiscount - perTerm;
  return {
    customerOverviews: prices.map((price) => price.overview),
    totalGrossAmountMonth: month,
    totalDiscountAmountMonth: 0,
    totalNettoAmountMonth: month,
    paymentTerm: cards.paymentTerm,
    paymentTermDiscountPercentage: beforeDiscount === 0 ? 0 : Math.round((discount / beforeDiscount) * 100),
    paymentTermDiscountAmount: discount,
    totalNettoAmountPaymentTerm: perTerm,
  };
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, Min, registerDecorator } from 'class-validator';
import { isAddress } from 'viem';
import type { IssuedListingQuote } from '../../../submissions/application/issue-listing-quote.use-case';
import { quoteView, type ListingQuoteView } from '../../../submissions/application/listing-quote-view';
import { QUOTE_LIMITS } from '../../../submissions/domain/listing-quote';

/** 'native', or a 0x address whose mixed case is its EIP-55 checksum (CONTRACT §6). */
function IsQuoteToken() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isQuoteToken',
      target: target.constructor,
      propertyName,
      options: {
        message:
          "token must be 'native' or an ERC-20 contract address (0x and 40 hex digits; mixed case only as its EIP-55 checksum)",
      },
      validator: {
        validate: (value: unknown) =>
          value === 'native' || (typeof value === 'string' && isAddress(value, { strict: true })),
      },
    });
}

export class IssueQuoteDto {
  @ApiProperty({ example: '250', description: 'Whole tokens, a positive decimal, e.g. "250" or "0.05"' })
  @IsString({ message: 'amount must be a decimal string, e.g. "250" or "0.05"' })
  @Matches(QUOTE_LIMITS.amountPattern, { message: 'amount must be a decimal string, e.g. "250" or "0.05"' })
  amount: string;

  @ApiProperty({ example: 'native', description: "'native' (the chain's currency) or an ERC-20 contract address" })
  @IsQuoteToken()
  token: string;

  @ApiProperty({ example: 8453, description: 'An accepted chain id' })
  @IsInt({ message: 'chainId must be an integer' })
  @Min(1, { message: 'chainId must be a positive chain id' })
  @Max(2 ** 31 - 1, { message: 'chainId is too large' })
  chainId: number;

  @ApiPropertyOptional({
    example: QUOTE_LIMITS.defaultValidityDays,
    minimum: QUOTE_LIMITS.minValidityDays,
    maximum: QUOTE_LIMITS.maxValidityDays,
    description: `Days the quote can be paid in (default ${QUOTE_LIMITS.defaultValidityDays})`,
  })
  @IsOptional()
  @IsInt({ message: 'validityDays must be a whole number of days' })
  @Min(QUOTE_LIMITS.minValidityDays, { message: `validityDays must be at least ${QUOTE_LIMITS.minValidityDays}` })
  @Max(QUOTE_LIMITS.maxValidityDays, { message: `validityDays must be at most ${QUOTE_LIMITS.maxValidityDays}` })
  validityDays?: number;
}

export class IssuedQuoteDto implements ListingQuoteView {
  @ApiProperty() id: number;
  @ApiProperty() submissionId: number;
  @ApiProperty({ example: 8453 }) chainId: number;
  @ApiProperty({ example: 'Base' }) chainName: string;
  @ApiProperty({ description: "'native' or the ERC-20 address, checksummed" }) token: string;
  @ApiProperty({ example: 'USDC' }) tokenSymbol: string;
  @ApiProperty({ example: 6 }) tokenDecimals: number;
  @ApiProperty({ example: '250' }) amount: string;
  @ApiProperty({ example: '250000000' }) amountBaseUnits: string;
  @ApiProperty() treasury: string;
  @ApiProperty({ type: String, nullable: true }) treasuryUrl: string | null;
  @ApiProperty() expiresAt: Date;
  @ApiProperty({ enum: ['open', 'superseded', 'paid'] }) status: ListingQuoteView['status'];
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Number, nullable: true, description: 'The open quote this one replaced' })
  supersededQuoteId: number | null;

  static from(issued: IssuedListingQuote): IssuedQuoteDto {
    return { ...quoteView(issued.quote), supersededQuoteId: issued.superseded?.id ?? null };
  }
}

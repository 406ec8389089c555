import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import type { ListingPaymentState } from '../../application/listing-payment-state.use-case';
import {
  chainPaymentView,
  quoteView,
  type ChainPaymentView,
  type ListingQuoteView,
} from '../../application/listing-quote-view';
import { TRANSACTION_HASH_PATTERN } from '../../domain/chain-payment';

export class ListingQuoteDto implements ListingQuoteView {
  @ApiProperty() id: number;
  @ApiProperty() submissionId: number;
  @ApiProperty({ example: 8453 }) chainId: number;
  @ApiProperty({ example: 'Base' }) chainName: string;
  @ApiProperty({ example: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', description: "'native' or the ERC-20 address" })
  token: string;
  @ApiProperty({ example: 'USDC' }) tokenSymbol: string;
  @ApiProperty({ example: 6 }) tokenDecimals: number;
  @ApiProperty({ example: '250', description: 'Whole tokens' }) amount: string;
  @ApiProperty({ example: '250000000', description: "The token's smallest unit" }) amountBaseUnits: string;
  @ApiProperty({ description: 'The treasury address to pay, checksummed' }) treasury: string;
  @ApiProperty({ type: String, nullable: true, description: "The treasury on the chain's explorer" })
  treasuryUrl: string | null;
  @ApiProperty() expiresAt: Date;
  @ApiProperty({ enum: ['open', 'superseded', 'paid'] }) status: ListingQuoteView['status'];
  @ApiProperty() createdAt: Date;
}

export class ChainPaymentDto implements ChainPaymentView {
  @ApiProperty() id: number;
  @ApiProperty() quoteId: number;
  @ApiProperty() chainId: number;
  @ApiProperty() txHash: string;
  @ApiProperty({ type: String, nullable: true, description: "The transaction on the chain's explorer" })
  transactionUrl: string | null;
  @ApiProperty({ enum: ['checking', 'completed', 'refused'] }) status: ChainPaymentView['status'];
  @ApiProperty({ type: String, nullable: true, description: 'Why it does not pay the quote' })
  refusal: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the last check is waiting for' })
  waitingFor: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) settledAt: Date | null;
}

export class ListingPaymentStateDto {
  @ApiProperty() submissionId: number;
  @ApiProperty({ enum: ['free', 'featured', 'verified'] }) listingType: string;
  @ApiProperty({ enum: ['pending', 'completed'] }) paymentStatus: string;
  @ApiProperty({ type: ListingQuoteDto, nullable: true, description: 'The open quote, else the latest one' })
  quote: ListingQuoteDto | null;
  @ApiProperty({
    type: [ChainPaymentDto],
    description: 'Transactions entered for this listing, newest first (20 at most)',
  })
  payments: ChainPaymentDto[];

  static from(state: ListingPaymentState): ListingPaymentStateDto {
    return {
      submissionId: state.listing.id,
      listingType: state.listing.listingType,
      paymentStatus: state.listing.paymentStatus,
      quote: state.quote ? quoteView(state.quote) : null,
      payments: state.payments.map(chainPaymentView),
    };
  }
}

export class SubmitChainPaymentDto {
  @ApiProperty({ example: `0x${'ab'.repeat(32)}`, description: '0x and 64 hexadecimal digits' })
  @IsString({ message: 'txHash must be a string' })
  @Matches(TRANSACTION_HASH_PATTERN, { message: 'txHash must be 0x followed by 64 hexadecimal digits' })
  txHash: string;

  @ApiPropertyOptional({ example: 8453, description: "The quote's chain (the default); another is refused" })
  @IsOptional()
  @IsInt({ message: 'chainId must be an integer' })
  @Min(1, { message: 'chainId must be a positive chain id' })
  @Max(2 ** 31 - 1, { message: 'chainId is too large' })
  chainId?: number;
}

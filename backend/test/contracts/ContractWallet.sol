// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal contract wallet for tests: one owner key. A signature is valid for it (EIP-1271) when
/// the owner's key made it, as a one-owner Safe or a smart account would answer.
contract ContractWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys ContractWallets at addresses known before deployment (CREATE2), as smart-account
/// factories do: a wallet can sign before it exists (EIP-6492).
contract ContractWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new ContractWallet{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(ContractWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}

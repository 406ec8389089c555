// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal Ownable project contract for tests: owner() and transferOwnership, as OpenZeppelin's Ownable answers them.
contract OwnableProject {
    address private _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address initialOwner) {
        _owner = initialOwner;
        emit OwnershipTransferred(address(0), initialOwner);
    }

    function owner() external view returns (address) {
        return _owner;
    }

    function transferOwnership(address newOwner) external {
        require(msg.sender == _owner, "Ownable: caller is not the owner");
        emit OwnershipTransferred(_owner, newOwner);
        _owner = newOwner;
    }
}

/// A proxy-like contract with no owner() whose admin sits in the EIP-1967 admin slot.
contract AdminSlotProject {
    bytes32 private constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    constructor(address admin) {
        assembly {
            sstore(ADMIN_SLOT, admin)
        }
    }
}

// target! on the project's RISC-V description.
mod riscv {
    spillway_macros::target!(
        "../targets/riscv/top.td",
        include = ["../targets/include", "../targets/riscv"]
    );
}

fn main() {
    use riscv::{Fpr64, Gpr, Reg};
    let a0 = Gpr::X10;
    assert_eq!(a0.reg(), Reg::X10);
    assert_eq!(Reg::from(a0), Reg::X10);
    assert!(Gpr::try_from(Reg::F10_D).is_err());
    assert_eq!(Fpr64::new(Reg::F10_D), Some(Fpr64::F10_D));
    assert!(riscv::csr::CSR_ILP32D_LP64D.preserves(Reg::X8));
    assert!(!riscv::csr::CSR_ILP32D_LP64D.preserves(Reg::X10));
}

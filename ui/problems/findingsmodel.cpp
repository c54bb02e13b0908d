#include "ui/problems/findingsmodel.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

void FindingsModel::setFindings(QList<Finding> findings, QList<Finding> suppressed,
                                const QList<Suppression> &suppressions)
{
    const auto bySeverity = [](const Finding &a, const Finding &b) {
        return int(a.severity) < int(b.severity);
    };
    std::stable_sort(findings.begin(), findings.end(), bySeverity);
    std::stable_sort(suppressed.begin(), suppressed.end(), bySeverity);
    beginResetModel();
    m_findings = std::move(findings);
    m_suppressed = std::move(suppressed);
    m_reasons.clear();
    for (const Finding &f : std::as_const(m_suppressed)) {
        const auto s =
            std::find_if(suppressions.cbegin(), suppressions.cend(), [&f](const Suppression &x) {
                return x.ruleId == f.ruleId && x.objectPath == f.objectPath;
            });
        m_reasons.append(s == suppressions.cend() ? QString() : s->reason);
    }
    endResetModel();
}

const Finding *FindingsModel::findingAt(int row) const
{
    if (row < 0)
        return nullptr;
    if (row < m_findings.size())
        return &m_findings[row];
    row -= int(m_findings.size());
    return row < m_suppressed.size() ? &m_suppressed[row] : nullptr;
}

int FindingsModel::count(Severity severity) const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
                             [severity](const Finding &f) { return f.severity == severity; }));
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size() + m_suppressed.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FindingsModel::severityText(Severity severity)
{
    return FindingText::severity(severity);
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    const Finding *found = index.isValid() ? findingAt(index.row()) : nullptr;
    if (!found)
        return {};
    const Finding &f = *found;
    const bool suppressed = isSuppressed(index.row());
    const QString reason =
        suppressed ? m_reasons.value(index.row() - int(m_findings.size())) : QString();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityText(f.severity);
        case RuleColumn:
            return f.ruleId;
        case ObjectColumn:
            return f.objectPath;
        case MessageColumn:
            return f.message;
        case ReasonColumn:
            return reason;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (suppressed)
            return f.message + u'\n' + tr("Accepted: %1").arg(reason);
        return f.fix.isEmpty() ? f.message : f.message + u'\n' + tr("Fix: %1").arg(f.fix);
    case Qt::DecorationRole:
        if (index.column() != SeverityColumn)
            return {};
        switch (f.severity) {
        case Severity::Error:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        case Severity::Warning:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        case Severity::Info:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
        }
        return {};
    case SeverityRole:
        return int(f.severity);
    case FixableRole:
        return !suppressed && !f.edits.isEmpty();
    case SuppressedRole:
        return suppressed;
    case ObjectPathRole:
        return f.objectPath;
    default:
        return {};
    }
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case RuleColumn:
        return tr("Rule");
    case ObjectColumn:
        return tr("Object");
    case MessageColumn:
        return tr("Problem");
    case ReasonColumn:
        return tr("Why accepted");
    default:
        return {};
    }
}

void FindingsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_findings.isEmpty())
        emit dataChanged(index(0, SeverityColumn), index(rowCount() - 1, SeverityColumn));
}

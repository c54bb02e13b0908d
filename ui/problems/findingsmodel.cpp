#include "ui/problems/findingsmodel.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

void FindingsModel::setFindings(QList<Finding> findings)
{
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        return int(a.severity) < int(b.severity);
    });
    beginResetModel();
    m_findings = std::move(findings);
    endResetModel();
}

int FindingsModel::count(Severity severity) const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
                             [severity](const Finding &f) { return f.severity == severity; }));
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FindingsModel::severityText(Severity severity) const
{
    switch (severity) {
    case Severity::Error:
        return tr("Error");
    case Severity::Warning:
        return tr("Warning");
    case Severity::Info:
        return tr("Info");
    }
    return {};
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_findings.size())
        return {};
    const Finding &f = m_findings[index.row()];
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
        default:
            return {};
        }
    case Qt::ToolTipRole:
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
        return !f.edits.isEmpty();
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
